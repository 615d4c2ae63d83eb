/**
 * The Kysely view of the database. The table interfaces are generated from the migrations
 * (`tables.gen.ts`, `pnpm --filter @casino/sandbox db:types`; the `check` task fails when it is
 * stale); this module names them and the row types the code uses.
 */
import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { DB } from "./tables.gen.ts";

export type * from "./column-types.ts";

/** Every table, as the migrations create them. */
export type Database = DB;

export type Db = Kysely<Database>;

export type UsersTable = DB["users"];
export type AuthTokensTable = DB["auth_tokens"];
export type RateLimitsTable = DB["rate_limits"];
export type FailureThrottlesTable = DB["failure_throttles"];
export type TwoFactorChallengesTable = DB["two_factor_challenges"];
export type RecoveryCodesTable = DB["recovery_codes"];
export type PasswordResetsTable = DB["password_resets"];
export type PhoneOtpsTable = DB["phone_otps"];
export type SocialAccountsTable = DB["social_accounts"];
export type SandboxSocialTokensTable = DB["sandbox_social_tokens"];
export type LoginRewardsTable = DB["login_rewards"];
export type ReferralRewardsTable = DB["referral_rewards"];
export type NotificationsTable = DB["notifications"];
export type OutboxTable = DB["outbox"];
export type SandboxMetaTable = DB["sandbox_meta"];
export type CoinPricesTable = DB["coin_prices"];
export type UserWalletsTable = DB["user_wallets"];
export type WalletSettingsTable = DB["wallet_settings"];
export type LedgerAccountsTable = DB["ledger_accounts"];
export type LedgerTransfersTable = DB["ledger_transfers"];
export type LedgerEntriesTable = DB["ledger_entries"];
export type WalletTransactionsTable = DB["wallet_transactions"];
export type DepositAddressesTable = DB["deposit_addresses"];
export type LightningInvoicesTable = DB["lightning_invoices"];
export type SitesTable = DB["sites"];
export type RedirectRulesTable = DB["redirect_rules"];
export type PagesTable = DB["pages"];
export type PageSlotItemsTable = DB["page_slot_items"];
export type GameRoundsTable = DB["game_rounds"];
export type GameTransactionsTable = DB["game_transactions"];
export type FairSeedPairsTable = DB["fair_seed_pairs"];
export type MinesRoundsTable = DB["mines_rounds"];
export type GameProvidersTable = DB["game_providers"];
export type GameCategoriesTable = DB["game_categories"];
export type GamesTable = DB["games"];
export type GameCategoryGamesTable = DB["game_category_games"];
export type GameFavoritesTable = DB["game_favorites"];
export type GameLaunchesTable = DB["game_launches"];
export type GameSessionsTable = DB["game_sessions"];
export type SeamlessWalletOperationsTable = DB["seamless_wallet_operations"];
export type RouletteRoundsTable = DB["roulette_rounds"];
export type RouletteBetsTable = DB["roulette_bets"];
export type GamingLimitsTable = DB["gaming_limits"];
export type GamingRestrictionsTable = DB["gaming_restrictions"];
export type SessionRemindersTable = DB["session_reminders"];
export type ChallengesTable = DB["challenges"];
export type ChallengeEntriesTable = DB["challenge_entries"];
export type TournamentsTable = DB["tournaments"];
export type TournamentPrizesTable = DB["tournament_prizes"];
export type TournamentEntriesTable = DB["tournament_entries"];
export type CompetitionBetsTable = DB["competition_bets"];
export type PrizesTable = DB["prizes"];
export type VipProgressTable = DB["vip_progress"];
export type LoyaltyBetsTable = DB["loyalty_bets"];
export type LoyaltyCreditsTable = DB["loyalty_credits"];
export type CashbackPeriodsTable = DB["cashback_periods"];
export type CashbackRunsTable = DB["cashback_runs"];
export type BonusOffersTable = DB["bonus_offers"];
export type BonusesTable = DB["bonuses"];
export type PromotionsTable = DB["promotions"];
export type PageTranslationsTable = DB["page_translations"];
export type BlogTagsTable = DB["blog_tags"];
export type BlogPostsTable = DB["blog_posts"];
export type BlogPostTranslationsTable = DB["blog_post_translations"];
export type BlogPostTagsTable = DB["blog_post_tags"];
export type SupportConversationsTable = DB["support_conversations"];
export type SupportMessagesTable = DB["support_messages"];
export type BetEffectsTable = DB["bet_effects"];
export type VipLevelHistoryTable = DB["vip_level_history"];

export type ChallengeRow = Selectable<ChallengesTable>;
export type TournamentRow = Selectable<TournamentsTable>;
export type TournamentPrizeRow = Selectable<TournamentPrizesTable>;
export type PrizeRow = Selectable<PrizesTable>;
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
export type GamingLimitRow = Selectable<GamingLimitsTable>;
export type GamingRestrictionsRow = Selectable<GamingRestrictionsTable>;
export type BonusOffer = Selectable<BonusOffersTable>;
export type BonusRow = Selectable<BonusesTable>;
export type PromotionRow = Selectable<PromotionsTable>;
