// Public API of @casino/core: what the shells, the app and other teams use (docs/core.md lists
// each group). Every export is listed explicitly; TSDoc lives on each declaration. Slices, sagas
// and single navigation rules stay internal. Subpaths: `@casino/core/testing` (memory ports, fake
// API, test helpers), `@casino/core/realtime-echo`.

// ---------------------------------------------------------------- store
export { makeStore } from "./store/make-store.ts";
export type { AppDispatch, AppStore, MakeStoreOptions } from "./store/make-store.ts";
export type { RootState } from "./store/root-reducer.ts";
export { coreApi } from "./store/core-api.ts";
export type {
  ContractBody,
  ContractData,
  ContractMutationArg,
  ContractPathParams,
  ContractQuery,
  WithoutBrackets,
} from "./store/core-api.ts";

// ---------------------------------------------------------------- platform ports
export type {
  AppLocation,
  FetchJson,
  HapticKind,
  Logger,
  ShellKind,
  NavigationPort,
  Platform,
  PlatformConfig,
  PusherConfig,
  RealtimeConnection,
  RealtimeConnectionState,
  RealtimeFactory,
  RealtimeHandler,
  RealtimeOptions,
  RealtimeStatusHandler,
  RealtimeSubscriptionStatus,
  StoragePort,
  StorageSetOptions,
  TelegramPort,
} from "./platform/ports.ts";

// ---------------------------------------------------------------- entities and errors
export type {
  BetFeedItem,
  Bonus,
  BonusStatus,
  BonusTab,
  Cashback,
  CoreApiClient,
  Currency,
  CurrencyRates,
  DepositAddress,
  EntityWallet,
  LightningInvoice,
  Locale,
  Notification,
  RequestWithdrawalRequest,
  Transaction,
  User,
  UserLevelInformation,
  UserWallet,
  WalletSettings,
} from "./api/entities.ts";
export type { RequestError } from "./api/request-error.ts";

// ---------------------------------------------------------------- session
export { sessionActions } from "./features/session/slice.ts";
export type {
  SessionOrigin,
  RegisterSubmission,
  SignUpPrefill,
  SocialEmailUpdate,
} from "./features/session/slice.ts";
export {
  selectAuthDialog,
  selectAuthError,
  selectAuthPending,
  selectIsLoggedIn,
  selectLogoutPending,
  selectPendingAuthId,
  selectSignUpPrefill,
  selectSocialEmailUpdate,
  selectUnverifiedEmail,
} from "./features/session/selectors.ts";

// ---------------------------------------------------------------- user and two-factor
export { userActions } from "./features/user/slice.ts";
export type { TwoFactorState } from "./features/user/slice.ts";
export {
  selectConsentRequired,
  selectTwoFactor,
  selectTwoFactorConfirmed,
  selectUser,
} from "./features/user/selectors.ts";

// ---------------------------------------------------------------- start-up, language, navigation, reachability, toasts
export { selectSplash, startupActions } from "./features/startup/slice.ts";
export { languageActions, selectLanguage } from "./features/language/slice.ts";
export { navigationActions } from "./features/navigation/slice.ts";
export { reachabilityActions, selectApiReachability } from "./features/reachability/slice.ts";
export type { ApiReachability } from "./features/reachability/slice.ts";
export { selectToasts, toastActions } from "./features/toasts/slice.ts";
export type { Toast } from "./features/toasts/slice.ts";
/** The interface languages: the contract's `Locale` enum, re-exported for the app and shells. */
export { locales } from "@casino/api";

// ---------------------------------------------------------------- wallets and currencies
export { walletsActions } from "./features/wallets/slice.ts";
export type { WalletBalanceUpdate, WalletTab } from "./features/wallets/slice.ts";
export {
  selectDepositAddress,
  selectDepositAddressError,
  selectDepositAddressPending,
  selectLightningError,
  selectLightningInvoice,
  selectPendingDeposits,
  selectSelectedWallet,
  selectVisibleWallets,
  selectWalletDialog,
  selectWalletListOpen,
  selectWalletSettings,
  selectWallets,
  selectWithdrawal,
} from "./features/wallets/selectors.ts";
export {
  selectDefaultEntityWallet,
  selectEntityWallets,
  selectRates,
} from "./features/currencies/selectors.ts";

// ---------------------------------------------------------------- notifications, settings, VIP, live bets
export { notificationsApi } from "./features/notifications/api.ts";
export type { NotificationListQuery } from "./features/notifications/api.ts";
export {
  selectChallengeCount,
  selectInboxCount,
  selectTournamentCount,
} from "./features/settings/selectors.ts";
export { vipApi } from "./features/vip/api.ts";
export type { CashbackClaim, LoginRewardClaim, VipLevelDefinition } from "./features/vip/api.ts";
export { vipActions } from "./features/vip/slice.ts";
export { selectLeveledUp } from "./features/vip/selectors.ts";
export {
  selectHighRollerBets,
  selectLatestBets,
  selectMyBets,
} from "./features/live-bets/selectors.ts";

// ---------------------------------------------------------------- account and profile
export { accountApi } from "./features/session/api.ts";
export type { EmailVerificationQuery } from "./features/session/api.ts";
export { profileApi } from "./features/user/api.ts";
export type { Country } from "./features/user/api.ts";

// ---------------------------------------------------------------- bonuses and cashback
export { bonusesApi } from "./features/bonuses/api.ts";
export type { BonusListQuery } from "./features/bonuses/api.ts";
export { bonusesActions } from "./features/bonuses/slice.ts";

// ---------------------------------------------------------------- catalogue and site (RTK Query endpoints, no hooks)
export { gamesApi } from "./features/games/api.ts";
export type {
  Game,
  GameListArgs,
  GamePage,
  GameSort,
  HighestWinsQuery,
  IdOrSlugArg,
  LiveWinsQuery,
  LobbyCategoriesQuery,
  PlayerGamesQuery,
  ProviderGamesQuery,
} from "./features/games/api.ts";
export { promotionsApi } from "./features/promotions/api.ts";
export type { PromotionListQuery } from "./features/promotions/api.ts";
export { tournamentsApi } from "./features/tournaments/api.ts";
export type { TournamentLeaderboardArgs, TournamentListQuery } from "./features/tournaments/api.ts";
export { challengesApi } from "./features/challenges/api.ts";
export type {
  Challenge,
  ChallengeListArgs,
  UserChallengeListArgs,
} from "./features/challenges/api.ts";
export { prizesApi } from "./features/prizes/api.ts";
export type { Prize, PrizeListQuery } from "./features/prizes/api.ts";
export { blogsApi } from "./features/blogs/api.ts";
export type { BlogListQuery } from "./features/blogs/api.ts";
export { siteApi } from "./features/site/api.ts";
export type { PageSlot } from "./features/site/api.ts";

// ---------------------------------------------------------------- realtime
export type { RealtimeChannelStatus } from "./features/realtime/slice.ts";
export { realtimeEventActions } from "./features/realtime/events.ts";

// ---------------------------------------------------------------- navigation rules
export { BACK_TO_URL_PARAM, launchDataRule } from "./navigation/rules.ts";
export type { MiniAppChrome, StartParamResult } from "./navigation/deep-link.ts";
export {
  href,
  isAuthOnlyPath,
  isGuestOnlyPath,
  routeList,
  routes,
} from "./navigation/route-table.ts";
export type {
  AppRoute,
  RouteAccess,
  RouteDef,
  RouteId,
  RouteParamNames,
  RouteParams,
} from "./navigation/route-table.ts";
export type {
  AuthTab,
  DeepLink,
  NavigationDecision,
  NavigationRule,
  NavigationState,
  RedirectRule,
} from "./navigation/types.ts";

// ---------------------------------------------------------------- validation
export {
  clientSeedSchema,
  emailSchema,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  usernameSchema,
  ZIP_CODE_PATTERN,
} from "./validation/fields.ts";
export {
  changePasswordFormSchema,
  consentFormSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  optionalOneTimeCodeSchema,
  registerFormSchema,
  resetPasswordFormSchema,
  setPasswordFormSchema,
} from "./validation/forms.ts";
export { isValidationMessage, message } from "./validation/messages.ts";
export type { ValidationMessage, ValidationMessageKey } from "./validation/messages.ts";
export { PASSWORD_SPECIAL_CHARACTERS, passwordRules } from "./validation/password.ts";
export type { PasswordRule } from "./validation/password.ts";

// ---------------------------------------------------------------- formatting
// Money, decimals, numeric sanitising, the badge count and the one-time code: `@casino/rules`.
export type { CountdownParts } from "./format/time.ts";

// ---------------------------------------------------------------- provably fair originals
export { originalsApi } from "./features/originals/api.ts";
export type {
  DiceBetArgs,
  FairRevealedSeedPair,
  FairSeedPair,
  KenoBetArgs,
  LimboBetArgs,
  MinesRound,
  MinesStartArgs,
  OriginalSlug,
  OriginalsBet,
  PlinkoBetArgs,
} from "./features/originals/api.ts";
export {
  diceWinChance,
  doubleAmount,
  halveAmount,
  limboWinChance,
  payoutFor,
} from "./features/originals/bet-math.ts";
export type {
  AutoBetState,
  AutoBetStopReason,
  AutoBetStrategy,
} from "./features/originals/bet-math.ts";
export { fairBetOf, verifiableClientSeed, verifySteps } from "./features/originals/verify-steps.ts";
export type { VerifyFloat, VerifySteps } from "./features/originals/verify-steps.ts";
// The rules of the originals, from `@casino/fair` (the code the server plays with).
export {
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  diceMultiplier,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_TABLE,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  minesMultiplier,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  PLINKO_TABLES,
} from "@casino/fair";
export type { FairBet, FairOutcome, PlinkoRisk } from "@casino/fair";
// ---------------------------------------------------------------- playing and bets
export { betsApi } from "./features/bets/api.ts";
export type { GameUrlArgs } from "./features/bets/api.ts";
export { selectFeedBet } from "./features/live-bets/selectors.ts";
export type { LiveBetsFeed } from "./features/live-bets/slice.ts";
// ---------------------------------------------------------------- content
export { forwardedTestApi } from "./features/site/forwarded-api.ts";
export type { ForwardedAddressTest } from "./features/site/forwarded-api.ts";
// ---------------------------------------------------------------- customer support
export { supportApi } from "./features/support/api.ts";
export { selectGuestSupportToken, supportGuestActions } from "./features/support/guest-slice.ts";
export type { SupportGuestState } from "./features/support/guest-slice.ts";
export type {
  GuestSupportConversation,
  GuestSupportOpening,
  SupportConversation,
  SupportConversationDetail,
  SupportConversationListQuery,
  SupportMessage,
} from "./features/support/api.ts";
// ---------------------------------------------------------------- responsible gaming and gaming history
export { responsibleGamingApi } from "./features/responsible-gaming/api.ts";
export type {
  GameTransaction,
  GamingHistoryPage,
  GamingHistoryQuery,
  GamingLimit,
  GamingLimitPeriod,
  GamingLimitType,
  GamingRefusal,
  GamingRound,
  GamingRoundResult,
  GamingRoundsPage,
  GamingRoundsQuery,
  ResponsibleGaming,
  UpdateGamingLimit,
} from "./features/responsible-gaming/api.ts";
// ---------------------------------------------------------------- bonus codes and the bonus dialog
export type { BonusCodeResult } from "./features/bonuses/slice.ts";
export {
  selectBonusCodeResult,
  selectBonusDialogOpen,
  selectRedeemingBonusCode,
} from "./features/bonuses/selectors.ts";
export type { PublicBet } from "./features/bets/api.ts";
export type {
  FairPaidCell,
  FairPastSeedPair,
  FairRevealedSeedsPage,
  FairRevealedSeedsQuery,
  FairTables,
  OriginalsPlay,
} from "./features/originals/api.ts";
// The outcome formula versions a verifier offers, from `@casino/fair`.
export { CURRENT_FORMULA_VERSION, FORMULA_VERSIONS } from "@casino/fair";
export type { FormulaVersion } from "@casino/fair";
export {
  CONCURRENT_GAMES,
  playActions,
  selectAutoBet,
  selectBetsInPlay,
  selectPlayRefusal,
} from "./features/originals/play-slice.ts";
export type {
  AutoBetEnd,
  AutoBetGame,
  AutoBetParams,
  AutoBetSliceState,
  AutoBetStart,
  BetInPlay,
  BetRequest,
  PlayState,
} from "./features/originals/play-slice.ts";
export type { RevealHold, RevealHoldState } from "./features/originals/reveal-hold.ts";
export { FUN_WALLET_CODE, funActions, selectFunBalance } from "./features/originals/fun-slice.ts";
export { minesActions, selectMines } from "./features/originals/mines-slice.ts";
export type { MinesState, MinesView } from "./features/originals/mines-slice.ts";
export { FUN_DECIMALS } from "./features/originals/fun-mode.ts";
export type { FunRefusal, PlayedBet } from "./features/originals/fun-mode.ts";
