/**
 * The Kysely view of the database: one interface per table, as the
 * migrations in ./migrations create them.
 */
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { ContentTranslations } from "../lib/content-language.ts";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** `numeric` comes back as a string (exact decimal). */
type Numeric = ColumnType<string, string | number, string | number>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  password_hash: string | null;
  email_verified_at: Timestamp | null;
  email_verification_sent_at: Timestamp | null;
  lang: Generated<string>;
  avatar_url: string | null;
  login_method: Generated<string>;
  /** AES-GCM encrypted base32 TOTP secret. */
  two_factor_secret: string | null;
  two_factor_confirmed_at: Timestamp | null;
  /** The last TOTP time step accepted (a code is never accepted twice). */
  two_factor_last_step: number | null;
  vip_level: Generated<number>;
  first_name: string | null;
  last_name: string | null;
  /** `YYYY-MM-DD`. */
  date_of_birth: string | null;
  gender: string | null;
  country_code: string | null;
  state_id: number | null;
  city_id: number | null;
  address: string | null;
  zipcode: string | null;
  phone_code: string | null;
  phone: string | null;
  phone_verified_at: Timestamp | null;
  wallet_currency: Generated<string>;
  referral_code: string;
  referred_by: number | null;
  /** When this player reached the referral programme's qualifying deposit. */
  referral_qualified_at: Timestamp | null;
  reference: string | null;
  affiliate_token: string | null;
  visitor_id: string | null;
  voucher_code: string | null;
  telegram_id: string | null;
  disabled_at: Timestamp | null;
  /** Public places (feeds, leaderboards, bet pages) show "Hidden" instead of the masked name. */
  hide_name: Generated<boolean>;
  /**
   * When the player confirmed being of legal age and accepted the terms (both at once: at sign-up
   * or with `POST /api/user/consent`); null until then (`User.consent_required`).
   */
  terms_accepted_at: Timestamp | null;
  /** When the player answered the after-sign-up welcome invitation (B19). */
  welcome_answered_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  login_method: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  last_used_at: Timestamp | null;
  created_at: CreatedAt;
  /** SHA-256 of the Telegram init data the token was minted from. */
  telegram_init_hash: string | null;
  /** Client IP at sign-in. */
  ip: string | null;
}

export interface TwoFactorChallengesTable {
  id: string;
  user_id: number;
  login_method: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  failed_attempts: Generated<number>;
  created_at: CreatedAt;
  telegram_init_hash: string | null;
  ip: string | null;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface PhoneOtpsTable {
  id: Generated<number>;
  user_id: number;
  phone_code: string;
  phone: string;
  code_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  failed_attempts: Generated<number>;
  sent_at: Timestamp;
  created_at: CreatedAt;
}

export interface SocialAccountsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  provider_user_id: string;
  email: string | null;
  created_at: CreatedAt;
}

export interface SandboxSocialTokensTable {
  token_hash: string;
  provider: string;
  provider_user_id: string;
  email: string | null;
  name: string | null;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface LoginRewardsTable {
  id: Generated<number>;
  user_id: number;
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  claimed_at: CreatedAt;
}

export interface ReferralRewardsTable {
  id: Generated<number>;
  user_id: number;
  friend_id: number;
  amount: Numeric;
  currency: string;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  id: Generated<number>;
  /** The public id (the contract's notification ids are UUIDs). */
  uuid: Generated<string>;
  user_id: number;
  type: Generated<string>;
  title: string;
  body: string;
  image: string | null;
  link: string | null;
  /** The amounts written in `body` (`[]` for notifications before they were kept). */
  amounts: ColumnType<NotificationAmountRow[], string | undefined, string>;
  read_at: Timestamp | null;
  created_at: CreatedAt;
}

/** An amount of a notification: the decimal, its currency and how `body` writes it. */
export interface NotificationAmountRow {
  amount: string;
  currency: string;
  text: string;
}

export interface CoinPricesTable {
  code: string;
  usd_price: Numeric;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface UserWalletsTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface WalletSettingsTable {
  user_id: number;
  display_currency: Generated<string>;
  hide_zero_balances: Generated<boolean>;
  display_in_fiat: Generated<boolean>;
}

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

export interface LedgerAccountsTable {
  id: Generated<number>;
  /** The user wallet of a player account; null for house accounts. */
  wallet_id: number | null;
  code: string;
  kind: LedgerAccountKind;
  balance: ColumnType<string, string | undefined, string>;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  kind: string;
  code: string;
  transaction_id: number | null;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transfer_id: number;
  account_id: number;
  /** Signed: positive credits the account. */
  amount: Numeric;
}

export type WalletTransactionType = "deposit" | "withdraw";

export interface WalletTransactionsTable {
  id: Generated<number>;
  user_id: number;
  type: WalletTransactionType;
  code: string;
  network: string;
  amount: Numeric;
  fee: ColumnType<string, string | undefined, string>;
  fiat_amount: Numeric;
  fiat_currency: string;
  status: string;
  address: string | null;
  memo: string | null;
  tx_hash: string | null;
  confirmations: number | null;
  required_confirmations: number | null;
  /** When the background job next moves it (deposit confirmation, withdrawal step). */
  due_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface DepositAddressesTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  network: string;
  address: string;
  memo: string | null;
  created_at: CreatedAt;
}

export type BetSource = "slot" | "table" | "original";
export type GameTransactionType = "game_bet" | "game_win" | "game_rollback";

/** A round of the bet pipeline (open while bets are placed, then settled or rolled back). */
export interface GameRoundsTable {
  id: Generated<number>;
  user_id: number;
  source: BetSource;
  round_id: string;
  game_id: number;
  game_slug: string;
  code: string;
  stake: ColumnType<string, string | undefined, string>;
  payout: ColumnType<string, string | undefined, string>;
  multiplier: Numeric | null;
  stake_usd: ColumnType<string, string | undefined, string>;
  payout_usd: ColumnType<string, string | undefined, string>;
  status: "open" | "settled" | "rolled_back";
  seed_pair_id: number | null;
  nonce: number | null;
  /** The client seed an original was played with (recorded with the bet, never rewritten). */
  client_seed: ColumnType<string | null, string | null | undefined, string | null>;
  /** The SHA-256 of the pair's server seed the original was played with. */
  server_seed_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The outcome formula version (`@casino/fair` FormulaVersion) the original was played with. */
  formula_version: ColumnType<number | null, number | null | undefined, number | null>;
  params: ColumnType<unknown, string | null, string | null> | null;
  outcome: ColumnType<unknown, string | null, string | null> | null;
  created_at: CreatedAt;
  settled_at: Timestamp | null;
  /** The bonus whose money funded the round (null: real money); see docs/bonuses.md. */
  bonus_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One money move of the pipeline, idempotent by `(source, external_id)`. */
export interface GameTransactionsTable {
  id: Generated<number>;
  user_id: number;
  game_round_id: number | null;
  source: BetSource;
  external_id: string;
  bet_external_id: string | null;
  type: GameTransactionType;
  status: "done" | "rolled_back" | "tombstone";
  game_id: number;
  game_slug: string;
  round_id: string;
  code: string;
  amount: Numeric;
  fiat_amount: Numeric;
  fiat_currency: string;
  multiplier: Numeric | null;
  created_at: CreatedAt;
}

export interface FairSeedPairsTable {
  id: Generated<number>;
  user_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  revealed_at: Timestamp | null;
}

export interface MinesRoundsTable {
  game_round_id: number;
  user_id: number;
  mines: number;
  revealed: ColumnType<number[], number[] | undefined, number[]>;
  status: "active" | "cashed_out" | "lost";
  updated_at: Timestamp;
}

export interface LightningInvoicesTable {
  payment_hash: string;
  user_id: number;
  amount: Numeric;
  fiat_amount: Numeric;
  fiat_currency: string;
  payment_request: string;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  transaction_id: number | null;
  created_at: CreatedAt;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  channel: "email" | "sms";
  subject: string;
  text: string;
  links: ColumnType<string[], string, string>;
  created_at: CreatedAt;
}

/** A Buy Crypto hand-off (the contract's `BuyCryptoProvider`), stored as JSON. */
export interface SiteBuyCrypto {
  provider_name: string;
  url: string;
  entity_wallet_codes: string[];
}

/** Who runs a site (the contract's `SiteOperator`), stored as JSON. */
export interface SiteOperator {
  name: string;
  licence_number: string | null;
  licence_authority: string | null;
  licence_text: string | null;
  support_email: string | null;
  about_page_slug: string | null;
  contacts_page_slug: string | null;
}

export interface SitesTable {
  id: Generated<number>;
  hostname: string;
  is_default: Generated<boolean>;
  title: string;
  description: string;
  author: string;
  locale: string;
  /** Colour of the generated logo and favicon. */
  accent_color: Generated<string>;
  /** Null: the sandbox's generated logo / favicon. */
  logo_url: string | null;
  favicon_url: string | null;
  seal_script_url: string | null;
  analytics_site_id: string | null;
  analytics_website_url: string | null;
  analytics_website_id: string | null;
  telegram_bot_username: string | null;
  buy_crypto: ColumnType<SiteBuyCrypto | null, string | null, string | null>;
  support_url: string | null;
  /** The operator's legal name, licence and contacts (footer); null: none shown. */
  operator: ColumnType<SiteOperator | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RedirectRulesTable {
  id: Generated<number>;
  path: string;
  target_type: "internal" | "external";
  target: string;
  created_at: CreatedAt;
}

export interface PagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  /** Sanitised HTML. */
  body: string;
  meta_description: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PageSlotItemsTable {
  id: Generated<number>;
  slot: string;
  position: number;
  title: string;
  icon: string | null;
  target_type: "category" | "provider" | "page" | "promotion" | "path" | "url";
  target: string;
  visibility: "logged_in" | "logged_out" | null;
  /** Null: every site; a hostname: that site only. */
  site_hostname: Generated<
    string | null
  >; /** Per locale, the translated fields (lib/content-language.ts); English is in the columns. */
  translations: ColumnType<ContentTranslations, string | undefined, string>;
}

export interface GameProvidersTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** Brand colour `#rrggbb` (logo and tile accents). */
  color: string;
  position: Generated<number>;
  created_at: CreatedAt;
}

export interface GameCategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  section: "casino" | "live_casino";
  position: number;
  icon: string | null;
  /** Null: every site's lobby; a hostname: that site's own row. */
  site_hostname:
    | string
    | null; /** Per locale, the translated fields (lib/content-language.ts); English is in the columns. */
  translations: ColumnType<ContentTranslations, string | undefined, string>;
}

export type GameEngine = "slot" | "roulette" | "dice" | "limbo" | "mines" | "plinko" | "keno";
export type GameKind = "slots" | "provably_fair" | "live_casino" | "table_games";

export interface GamesTable {
  id: Generated<number>;
  slug: string;
  provider_id: number;
  name: string;
  engine: GameEngine;
  /** Engine-specific (slot: reels, rows, paylines, symbols; roulette: variant, table limits, ...). */
  engine_params: ColumnType<Record<string, unknown>, string | undefined, string>;
  kind: GameKind;
  description: string | null;
  /** Percent, e.g. `96.50`. */
  rtp: Numeric | null;
  volatility: "low" | "medium" | "high" | null;
  /** USD. */
  min_bet: Numeric;
  /** USD. */
  max_bet: Numeric;
  status: Generated<"active" | "inactive">;
  /** ISO 3166-1 alpha-2 codes the game may not be played from. */
  blocked_countries: Generated<string[]>;
  hidden_when_bonus: Generated<boolean>;
  has_demo: Generated<boolean>;
  tags: Generated<string[]>;
  /** `YYYY-MM-DD`. */
  release_date: ColumnType<string, string, string>;
  popularity: Generated<number>;
  is_new: Generated<boolean>;
  is_hot: Generated<boolean>;
  likes_count: Generated<number>;
  created_at: CreatedAt; /** Per locale, the translated fields (lib/content-language.ts); English is in the columns. */
  translations: ColumnType<ContentTranslations, string | undefined, string>;
}

export interface GameCategoryGamesTable {
  category_id: number;
  game_id: number;
  position: Generated<number>;
}

export interface GameFavoritesTable {
  user_id: number;
  game_id: number;
  created_at: CreatedAt;
}

export interface GameLaunchesTable {
  id: Generated<number>;
  token: string;
  /** Null for a guest's fun launch. */
  user_id: number | null;
  game_id: number;
  mode: "real" | "fun";
  entity_wallet_code: string | null;
  currency: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface GameSessionsTable {
  id: Generated<number>;
  /** The game page's session token (from a launch token). */
  token: string;
  launch_token: string;
  user_id: number | null;
  game_id: number;
  game_slug: string;
  engine: string;
  mode: "real" | "fun";
  wallet_code: string | null;
  currency: string | null;
  /** Play money of a fun session (never on the ledger). */
  fun_balance: string | null;
  /** Engine state between requests (the slot's free spins). */
  state: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface SeamlessWalletOperationsTable {
  id: Generated<number>;
  session_id: number;
  kind: "bet" | "win" | "rollback";
  /** The provider's transaction id: the idempotency key. */
  transaction_id: string;
  bet_transaction_id: string | null;
  round_id: string;
  amount: string;
  balance_after: string;
  created_at: CreatedAt;
}

export interface RouletteRoundsTable {
  id: Generated<number>;
  game_id: number;
  game_slug: string;
  status: "betting" | "spinning" | "settled" | "void";
  result: number | null;
  opens_at: Timestamp;
  closes_at: Timestamp;
  settled_at: Timestamp | null;
}

export interface RouletteBetsTable {
  id: Generated<number>;
  round_id: number;
  session_id: number;
  /** The seamless wallet's bet id of this placement. */
  transaction_id: string;
  bets: ColumnType<unknown[], string, string>;
  amount: string;
  payout: string | null;
  status: "placed" | "settled" | "refunded";
  created_at: CreatedAt;
}

export interface SandboxMetaTable {
  key: string;
  value: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

export interface FailureThrottlesTable {
  key: string;
  failures: number;
  last_failure_at: Timestamp;
  blocked_until: Timestamp | null;
}

/** Competitions (migration 0010): challenges, tournaments, their prizes. */
export type PrizeKind = "cash" | "free_spin";

/** A prize's value columns (challenges, tournament ranks, won prizes). */
interface PrizeColumns {
  prize_type: PrizeKind;
  prize_amount: Numeric | null;
  prize_currency: string | null;
  free_spins_count: number | null;
  free_spins_game_id: number | null;
}

export interface ChallengesTable extends PrizeColumns {
  id: Generated<number>;
  title: string;
  description: string | null;
  game_id: number;
  game_slug: string;
  target_type: "multiplier" | "wager";
  target_multiplier: Numeric;
  target_wager_usd: Numeric | null;
  min_bet_usd: Numeric;
  winners_limit: number;
  winners_count: Generated<number>;
  starts_at: Timestamp;
  ends_at: Timestamp | null;
  announced_at: Timestamp | null;
  created_at: CreatedAt; /** Per locale, the translated fields (lib/content-language.ts); English is in the columns. */
  translations: ColumnType<ContentTranslations, string | undefined, string>;
}

export interface ChallengeEntriesTable {
  challenge_id: number;
  user_id: number;
  wagered_usd: ColumnType<string, string | undefined, string>;
  completed_at: Timestamp | null;
  /** The settled bet that completed it. */
  bet_id: number | null;
}

export type TournamentScopeKind = "single_games" | "providers" | "categories";
export type RankingRuleKind =
  "highest_multiplier" | "highest_point" | "random" | "wagering_point" | "wagering_point_random";

export interface TournamentsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  summary: string | null;
  description: string | null;
  scope: TournamentScopeKind;
  scope_ids: number[];
  ranking_rule: RankingRuleKind;
  min_bet_usd: Numeric;
  prize_currency: string;
  draw_seed: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  announced_at: Timestamp | null;
  finished_at: Timestamp | null;
  created_at: CreatedAt; /** Per locale, the translated fields (lib/content-language.ts); English is in the columns. */
  translations: ColumnType<ContentTranslations, string | undefined, string>;
}

export interface TournamentPrizesTable extends PrizeColumns {
  id: Generated<number>;
  tournament_id: number;
  rank_from: number;
  rank_to: number;
}

export interface TournamentEntriesTable {
  tournament_id: number;
  user_id: number;
  points: ColumnType<string, string | undefined, string>;
  bets: ColumnType<number, number | undefined, number>;
  wagered_usd: ColumnType<string, string | undefined, string>;
  reached_at: Timestamp;
  final_rank: number | null;
}

export interface CompetitionBetsTable {
  kind: "challenge" | "tournament";
  competition_id: number;
  bet_id: number;
}

export interface PrizesTable extends PrizeColumns {
  id: Generated<number>;
  user_id: number;
  source: PrizeSource;
  source_id: number;
  source_title: string;
  rank: number | null;
  description: string;
  claim_status: ColumnType<0 | 1 | -1, 0 | 1 | -1 | undefined, 0 | 1 | -1>;
  expires_at: Timestamp | null;
  claimed_at: Timestamp | null;
  created_at: CreatedAt;
  /** The `available` free-spins bonus a claimed `free_spin` prize granted (migration 0013). */
  bonus_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Per locale, its `source_title` and `description` in that language (migration 0022). */
  translations: ColumnType<ContentTranslations, string | undefined, string>;
}

/** A player's VIP progress: lifetime real-money wager in USD, stars and level (docs/vip.md). */
export interface VipProgressTable {
  user_id: number;
  wagered_usd: ColumnType<string, string | undefined, string>;
  stars: Generated<number>;
  level: Generated<number>;
  updated_at: Timestamp;
}

/** A settled bet the loyalty programme has counted (each counts once). */
export interface LoyaltyBetsTable {
  bet_id: number;
  user_id: number;
  stake_usd: Numeric;
  created_at: CreatedAt;
}

export type LoyaltyCreditKind =
  "vip_level_reward" | "cashback" | "login_reward" | "referral_reward";

/** One reward credited to a player's wallet, once per `(user_id, kind, key)`. */
export interface LoyaltyCreditsTable {
  id: Generated<number>;
  user_id: number;
  kind: LoyaltyCreditKind;
  key: string;
  code: string;
  amount: Numeric;
  amount_usd: Numeric;
  transfer_id: number | null;
  created_at: CreatedAt;
}

/** The cashback of one player for one ended period. */
export interface CashbackPeriodsTable {
  id: Generated<number>;
  user_id: number;
  period_start: Timestamp;
  period_end: Timestamp;
  level: number;
  wagered_usd: Numeric;
  payout_usd: Numeric;
  rate_percent: Numeric;
  amount_usd: Numeric;
  code: string;
  amount: Numeric;
  status: "claimable" | "claimed" | "expired";
  claimed_at: Timestamp | null;
  created_at: CreatedAt;
  /** Migration 0014: the period's kind (`daily` before it). */
  period_kind: "daily" | "weekly";
}

export type ChallengeRow = Selectable<ChallengesTable>;
export type TournamentRow = Selectable<TournamentsTable>;
export type TournamentPrizeRow = Selectable<TournamentPrizesTable>;
export type PrizeRow = Selectable<PrizesTable>;
/** A finished run of the cashback job for one period. */
export interface CashbackRunsTable {
  period_start: Timestamp;
  period_end: Timestamp;
  players: number;
  finished_at: CreatedAt;
  /** Migration 0014: the period's kind (`daily` before it). */
  period_kind: "daily" | "weekly";
}

// ---------------------------------------------------------------- cashback periods (0014)
/** The VIP levels a player reached and when (one row per level; levels never go down). */
export interface VipLevelHistoryTable {
  user_id: number;
  level: number;
  reached_at: Timestamp;
}

// ---------------------------------------------------------------- content and support (0012)
export interface PageTranslationsTable {
  page_id: number;
  locale: string;
  title: string;
  /** HTML, sanitised again when served. */
  body: string;
  meta_description: string | null;
}

export interface BlogTagsTable {
  id: Generated<number>;
  slug: string;
  /** Locale -> name (`en` always present). */
  names: ColumnType<Record<string, string>, string, string>;
}

export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  author_name: string | null;
  published_at: Timestamp;
  created_at: CreatedAt;
}

export interface BlogPostTranslationsTable {
  post_id: number;
  locale: string;
  title: string;
  /** Plain text. */
  excerpt: string;
  /** HTML, sanitised again when served. */
  body: string;
}

export interface BlogPostTagsTable {
  post_id: number;
  tag_id: number;
}

export interface SupportConversationsTable {
  id: Generated<number>;
  /** Null: a guest's conversation (then `guest_email` and `guest_token_hash` are set). */
  user_id: number | null;
  guest_email: string | null;
  /** SHA-256 (hex) of the guest's access token. */
  guest_token_hash: string | null;
  /** A guest's language (the `X-localization` they last wrote with), for their e-mails. */
  guest_lang: ColumnType<string | null, string | null | undefined, string | null>;
  subject: string;
  status: ColumnType<"open" | "closed", "open" | "closed" | undefined, "open" | "closed">;
  created_at: CreatedAt;
  last_message_at: ColumnType<Date, Date | string | undefined, Date | string>;
  closed_at: Timestamp | null;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  author: "player" | "agent";
  agent_name: string | null;
  body: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  read_at: Timestamp | null;
}

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  rate_limits: RateLimitsTable;
  failure_throttles: FailureThrottlesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  recovery_codes: RecoveryCodesTable;
  password_resets: PasswordResetsTable;
  phone_otps: PhoneOtpsTable;
  social_accounts: SocialAccountsTable;
  sandbox_social_tokens: SandboxSocialTokensTable;
  login_rewards: LoginRewardsTable;
  referral_rewards: ReferralRewardsTable;
  notifications: NotificationsTable;
  outbox: OutboxTable;
  sandbox_meta: SandboxMetaTable;
  coin_prices: CoinPricesTable;
  user_wallets: UserWalletsTable;
  wallet_settings: WalletSettingsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  wallet_transactions: WalletTransactionsTable;
  deposit_addresses: DepositAddressesTable;
  lightning_invoices: LightningInvoicesTable;
  sites: SitesTable;
  redirect_rules: RedirectRulesTable;
  pages: PagesTable;
  page_slot_items: PageSlotItemsTable;
  game_rounds: GameRoundsTable;
  game_transactions: GameTransactionsTable;
  fair_seed_pairs: FairSeedPairsTable;
  mines_rounds: MinesRoundsTable;
  game_providers: GameProvidersTable;
  game_categories: GameCategoriesTable;
  games: GamesTable;
  game_category_games: GameCategoryGamesTable;
  game_favorites: GameFavoritesTable;
  game_launches: GameLaunchesTable;
  game_sessions: GameSessionsTable;
  seamless_wallet_operations: SeamlessWalletOperationsTable;
  roulette_rounds: RouletteRoundsTable;
  roulette_bets: RouletteBetsTable;
  gaming_limits: GamingLimitsTable;
  gaming_restrictions: GamingRestrictionsTable;
  session_reminders: SessionRemindersTable;
  challenges: ChallengesTable;
  challenge_entries: ChallengeEntriesTable;
  tournaments: TournamentsTable;
  tournament_prizes: TournamentPrizesTable;
  tournament_entries: TournamentEntriesTable;
  competition_bets: CompetitionBetsTable;
  prizes: PrizesTable;
  vip_progress: VipProgressTable;
  loyalty_bets: LoyaltyBetsTable;
  loyalty_credits: LoyaltyCreditsTable;
  cashback_periods: CashbackPeriodsTable;
  cashback_runs: CashbackRunsTable;
  bonus_offers: BonusOffersTable;
  bonuses: BonusesTable;
  promotions: PromotionsTable;
  page_translations: PageTranslationsTable;
  blog_tags: BlogTagsTable;
  blog_posts: BlogPostsTable;
  blog_post_translations: BlogPostTranslationsTable;
  blog_post_tags: BlogPostTagsTable;
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  bet_effects: BetEffectsTable;
  vip_level_history: VipLevelHistoryTable;
}

/** The typed database handle every feature receives. */
export type Db = Kysely<Database>;

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type WalletTransaction = Selectable<WalletTransactionsTable>;
export type Notification = Selectable<NotificationsTable>;
export type Site = Selectable<SitesTable>;
export type NewSite = Insertable<SitesTable>;
export type GameRound = Selectable<GameRoundsTable>;
export type GameTransactionRow = Selectable<GameTransactionsTable>;
export type GameRow = Selectable<GamesTable>;
export type NewGame = Insertable<GamesTable>;
export type GameProviderRow = Selectable<GameProvidersTable>;
export type GameCategoryRow = Selectable<GameCategoriesTable>;
export type GameLaunchRow = Selectable<GameLaunchesTable>;

// Responsible gaming (migration 0011_limits).
export type GamingLimitType = "deposit" | "loss" | "wager";
export type GamingLimitPeriod = "daily" | "weekly" | "monthly";

export interface GamingLimitsTable {
  user_id: number;
  limit_type: GamingLimitType;
  period: GamingLimitPeriod;
  /** USD, 2 decimals; null: no limit in force. */
  amount: string | null;
  /** A raise or removal waits until `pending_from` (`pending_amount` null removes). */
  pending_set: ColumnType<boolean, boolean | undefined, boolean>;
  pending_amount: string | null;
  pending_from: Timestamp | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface GamingRestrictionsTable {
  user_id: number;
  session_reminder_minutes: number | null;
  cool_off_until: Timestamp | null;
  self_excluded_until: Timestamp | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionRemindersTable {
  token_id: number;
  sent: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type GamingLimitRow = Selectable<GamingLimitsTable>;
export type GamingRestrictionsRow = Selectable<GamingRestrictionsTable>;
// ---------------------------------------------------------------- bonuses and promotions

export type BonusType =
  | "welcome_bonus_offer"
  | "deposit_bonus_offer"
  | "free_spins_offer"
  | "non_deposit_bonus"
  | "cash_back_bonus";
export type BonusStatus =
  "available" | "claimed" | "active" | "completed" | "expired" | "busted" | "unclaimed";

export interface BonusOffersTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  image: string | null;
  type: BonusType;
  code: string | null;
  entity_wallet_code: string;
  amount: Numeric | null;
  deposit_match_percent: Numeric | null;
  min_deposit: Numeric | null;
  max_bet: Numeric | null;
  free_spins_count: number | null;
  free_spins_game_id: number | null;
  free_spin_value: Numeric | null;
  wagering_multiplier: Numeric;
  /** Percent per game kind; missing kinds take the defaults. */
  contributions: ColumnType<Record<string, number>, string | undefined, string>;
  min_balance: ColumnType<string, string | undefined, string>;
  claim_days: Generated<number>;
  wager_days: Generated<number>;
  max_redemptions: number | null;
  max_per_player: Generated<number>;
  valid_from: Date | null;
  valid_until: Date | null;
  status: Generated<"active" | "inactive">;
  created_at: CreatedAt;
  /** Per locale, the translated `name` and `description` (lib/content-language.ts). */
  translations: ColumnType<ContentTranslations, string | undefined, string>;
}

export interface BonusesTable {
  id: Generated<number>;
  user_id: number;
  offer_id: number;
  status: BonusStatus;
  bonus_code: string | null;
  entity_wallet_code: string;
  amount: Numeric | null;
  wagering_required: ColumnType<string, string | undefined, string>;
  wagered: ColumnType<string, string | undefined, string>;
  deposit_transaction_id: number | null;
  released: Numeric | null;
  forfeited: Numeric | null;
  expires_at: Date | null;
  claimed_at: Date | null;
  activated_at: Date | null;
  completed_at: Date | null;
  ended_at: Date | null;
  created_at: CreatedAt;
}

export interface PromotionsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  summary: string | null;
  image: string | null;
  body: string;
  terms: string | null;
  bonus_offer_id: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
  created_at: CreatedAt; /** Per locale, the translated fields (lib/content-language.ts); English is in the columns. */
  translations: ColumnType<ContentTranslations, string | undefined, string>;
}

export type BonusOffer = Selectable<BonusOffersTable>;
export type BonusRow = Selectable<BonusesTable>;
export type PromotionRow = Selectable<PromotionsTable>;

// The engagement economy (migration 0013_economy).
/** Where a won prize comes from. */
export type PrizeSource = "challenge" | "tournament" | "level_up";
/** A durable subscriber of `betSettled` (docs/sandbox.md, "Durable bet subscribers"). */
export type BetListener = "bonuses" | "challenges" | "tournaments" | "loyalty";

/** One settled round one durable listener processed (written in the listener's transaction). */
export interface BetEffectsTable {
  listener: BetListener;
  bet_id: number;
  processed_at: ColumnType<Date, Date | undefined, Date>;
}
