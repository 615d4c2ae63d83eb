/**
 * The prize a level-up reward is listed as (features/prizes): its title and description in each
 * language, from the level's name and the amounts.
 */
import { dec, fmt, type Dec } from "@casino/rules";
import type { Locale } from "../../lib/content-language.ts";
import { text } from "../../lib/player-texts.ts";
import { coinDecimals } from "../wallets/index.ts";
import { levelName, REWARD_CURRENCY, type LevelDefinition } from "./rules.ts";

/**
 * A level-up reward's title and description in a language, as the prizes list shows them: the
 * level's name in that language, the amounts as the contract writes them.
 */
export function levelUpPrizeTexts(
  level: LevelDefinition,
  amount: Dec | string,
  code: string,
  locale: Locale,
): { source_title: string; description: string } {
  const paid = fmt(typeof amount === "string" ? dec(amount) : amount, coinDecimals(code));
  return {
    source_title: text(locale, "prize.levelUp.title", {
      number: level.level,
      level: levelName(level, locale),
    }),
    description: text(locale, "prize.levelUp.description", {
      reward: `${level.levelUpBonus} ${REWARD_CURRENCY}`,
      amount: `${paid} ${code}`,
      currency: code,
    }),
  };
}
