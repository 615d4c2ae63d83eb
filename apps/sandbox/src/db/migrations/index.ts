/**
 * Every migration, in order. Kysely's Migrator reads this map (a static list
 * works the same under Node, jest and a bundler, unlike a folder scan).
 */
import type { Migration } from "kysely/migration";
import * as accounts from "./0001_accounts.ts";
import * as wallets from "./0002_wallets.ts";
import * as site from "./0003_site.ts";
import * as accountSecurity from "./0004_account_security.ts";
import * as games from "./0005_games.ts";
import * as bets from "./0006_bets.ts";
import * as gameSessions from "./0007_game_sessions.ts";
import * as limits from "./0011_limits.ts";
import * as competitions from "./0010_competitions.ts";
import * as loyalty from "./0009_loyalty.ts";
import * as bonuses from "./0008_bonuses.ts";
import * as content from "./0012_content.ts";
import * as economy from "./0013_economy.ts";
import * as cashbackPeriods from "./0014_cashback_periods.ts";
import * as betSeeds from "./0015_bet_seeds.ts";
import * as funnel from "./0016_funnel.ts";
import * as trust from "./0017_trust.ts";
import * as contentTranslations from "./0018_content_translations.ts";
import * as welcomePrompt from "./0019_welcome_prompt.ts";
import * as bonusTranslations from "./0020_bonus_translations.ts";
import * as guestLanguage from "./0021_guest_language.ts";
import * as prizeTranslations from "./0022_prize_translations.ts";

export const migrations: Record<string, Migration> = {
  "0001_accounts": accounts,
  "0002_wallets": wallets,
  "0003_site": site,
  "0004_account_security": accountSecurity,
  "0005_games": games,
  "0006_bets": bets,
  "0007_game_sessions": gameSessions,
  "0011_limits": limits,
  "0010_competitions": competitions,
  "0009_loyalty": loyalty,
  "0008_bonuses": bonuses,
  "0012_content": content,
  "0013_economy": economy,
  "0014_cashback_periods": cashbackPeriods,
  "0015_bet_seeds": betSeeds,
  "0016_funnel": funnel,
  "0017_trust": trust,
  "0018_content_translations": contentTranslations,
  "0019_welcome_prompt": welcomePrompt,
  "0020_bonus_translations": bonusTranslations,
  "0021_guest_language": guestLanguage,
  "0022_prize_translations": prizeTranslations,
};
