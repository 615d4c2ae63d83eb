/**
 * The TypeScript types of columns that the database's catalogue cannot tell: the values a `check`
 * constraint allows and the shapes of JSON columns. `scripts/db-types.ts` maps the columns to them
 * in the generated `tables.gen.ts`; the rest of the schema is read from the migrations.
 */
import type { Schemas } from "../lib/contract-types.ts";

export type LedgerAccountKind =
  | "available"
  | "locked"
  | "world"
  | "fees"
  | "adjustments"
  | "bankroll"
  /** Bonuses (docs/bonuses.md): a player's bonus money, the house account it comes from. */
  | "bonus"
  | "promotions";

export type WalletTransactionType = "deposit" | "withdraw";

export type BetSource = "slot" | "table" | "original";

export type GameTransactionType = "game_bet" | "game_win" | "game_rollback";

export type GameEngine = "slot" | "roulette" | "dice" | "limbo" | "mines" | "plinko" | "keno";

export type GameKind = "slots" | "provably_fair" | "live_casino" | "table_games";

/** Competitions (migration 0010): challenges, tournaments, their prizes. */
export type PrizeKind = "cash" | "free_spin";

export type TournamentScopeKind = "single_games" | "providers" | "categories";

export type RankingRuleKind =
  "highest_multiplier" | "highest_point" | "random" | "wagering_point" | "wagering_point_random";

export type LoyaltyCreditKind =
  "vip_level_reward" | "cashback" | "login_reward" | "referral_reward";

export type GamingLimitType = "deposit" | "loss" | "wager";

export type GamingLimitPeriod = "daily" | "weekly" | "monthly";

export type BonusType =
  | "welcome_bonus_offer"
  | "deposit_bonus_offer"
  | "free_spins_offer"
  | "non_deposit_bonus"
  | "cash_back_bonus";

export type BonusStatus =
  "available" | "claimed" | "active" | "completed" | "expired" | "busted" | "unclaimed";

/** Where a won prize comes from. */
export type PrizeSource = "challenge" | "tournament" | "level_up";

/** A durable subscriber of `betSettled` (docs/sandbox.md, "Durable bet subscribers"). */
export type BetListener = "bonuses" | "challenges" | "tournaments" | "loyalty";

/** An amount of a notification: the decimal, its currency and how `body` writes it. */
export interface NotificationAmountRow {
  amount: string;
  currency: string;
  text: string;
}

/** A Buy Crypto hand-off (the contract's `BuyCryptoProvider`), stored as JSON. */
export interface SiteBuyCrypto {
  provider_name: string;
  url: string;
  entity_wallet_codes: string[];
}

/** Who runs a site (the contract's `SiteOperator`), stored as JSON. */
export type SiteOperator = Schemas["SiteOperator"];
