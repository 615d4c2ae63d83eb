// Public API of @casino/core: what the shells, the app and other teams use (docs/core.md lists
// each group). Every export is listed explicitly; TSDoc lives on each declaration. Slices, sagas
// and single navigation rules stay internal. Subpaths: `@casino/core/testing` (memory ports, fake
// API, test helpers), `@casino/core/realtime-echo`.

// ---------------------------------------------------------------- store
export { makeStore, selectApiContext } from "./store/make-store.ts";
export type { AppDispatch, AppStore, MakeStoreOptions } from "./store/make-store.ts";
export type { RootState } from "./store/root-reducer.ts";
export {
  coreApi,
  KEEP_UNUSED_SECONDS,
  STALE_AFTER_SECONDS,
  toBracketQuery,
} from "./store/core-api.ts";
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
  LoginType,
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
export { cookieMaxAge, cookieNames, sessionKeys } from "./platform/cookies.ts";

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
export { GENERIC_ERROR_MESSAGE, toRequestError } from "./api/request-error.ts";
export type { RequestError } from "./api/request-error.ts";

// ---------------------------------------------------------------- session
export { sessionActions } from "./features/session/slice.ts";
export type {
  LoginMethod,
  RegisterSubmission,
  SignUpPrefill,
  SocialEmailUpdate,
} from "./features/session/slice.ts";
export {
  selectAfterLoginPath,
  selectAuthDialog,
  selectAuthError,
  selectAuthPending,
  selectIsLoggedIn,
  selectLoginType,
  selectLogoutPending,
  selectPendingAuthId,
  selectSignUpPrefill,
  selectSocialEmailUpdate,
  selectToken,
  selectUnverifiedEmail,
} from "./features/session/selectors.ts";
export { LOGOUT_LOADING_MS } from "./features/session/logout-saga.ts";
export { telegramUserIdOf } from "./features/session/mini-app-session.ts";

// ---------------------------------------------------------------- user and two-factor
export { userActions } from "./features/user/slice.ts";
export type { TwoFactorState } from "./features/user/slice.ts";
export {
  selectConsentRequired,
  selectEmailVerified,
  selectTwoFactor,
  selectTwoFactorConfirmed,
  selectTwoFactorEnabled,
  selectUser,
} from "./features/user/selectors.ts";

// ---------------------------------------------------------------- app
export { appActions } from "./features/app/slice.ts";
export type { ApiReachability, Toast } from "./features/app/slice.ts";
export {
  selectApiReachability,
  selectBonusDialogOpen,
  selectCountryBlocked,
  selectLanguage,
  selectRedirects,
  selectSplash,
  selectFirstPainted,
  selectToasts,
  selectUpdateAvailable,
} from "./features/app/selectors.ts";
export { DEFAULT_LANGUAGE, resolveLanguage, toSupportedLanguage } from "./features/app/language.ts";
/** The interface languages: the contract's `Locale` enum, re-exported for the app and shells. */
export { locales } from "@casino/api";
export { BUILD_CHECK_INTERVAL_MS, buildIdOf } from "./features/app/build-check-saga.ts";

// ---------------------------------------------------------------- wallets and currencies
export { FINAL_WITHDRAWAL_STATUSES, walletsActions } from "./features/wallets/slice.ts";
export type { WalletBalanceUpdate, WalletTab } from "./features/wallets/slice.ts";
export { DEPOSIT_RECEIVED_MESSAGE } from "./features/wallets/transactions-saga.ts";
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
export { selectOpenWithdrawal } from "./features/wallets/transactions-saga.ts";
export {
  selectCurrencies,
  selectDefaultEntityWallet,
  selectEntityWallets,
  selectRate,
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
export { selectLevelProgress, selectLeveledUp } from "./features/vip/selectors.ts";
export { LIVE_BETS_LIMIT, liveBetsActions } from "./features/live-bets/slice.ts";
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
export {
  bonusTabOf,
  selectActiveBonus,
  selectAvailableBonusCount,
  selectBonus,
  selectBonusesById,
  selectCashback,
  selectCashbackReady,
  selectFinishedBonusIds,
  selectFinishedBonuses,
  selectIsBonusFinished,
} from "./features/bonuses/selectors.ts";
export { selectCachedBonusLists } from "./features/bonuses/saga.ts";

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
export { betToWin, insertWin } from "./features/games/saga.ts";
export { promotionsApi } from "./features/promotions/api.ts";
export type { PromotionListQuery } from "./features/promotions/api.ts";
export { tournamentsApi } from "./features/tournaments/api.ts";
export type { TournamentLeaderboardArgs, TournamentListQuery } from "./features/tournaments/api.ts";
export { competitionsSaga } from "./features/tournaments/saga.ts";
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
export {
  selectRealtimeChannels,
  selectRealtimeChannelStatus,
  selectRealtimeReconnects,
  selectRealtimeStatus,
} from "./features/realtime/selectors.ts";
export { realtimeEventActions } from "./features/realtime/events.ts";

// ---------------------------------------------------------------- navigation rules
export { queryParam, toInternalPath, withoutQueryParams } from "./navigation/internal-path.ts";
export {
  BACK_TO_URL_PARAM,
  BONUS_CODE_PARAM,
  evaluateNavigation,
  launchDataRule,
} from "./navigation/rules.ts";
export {
  isNewLaunch,
  miniAppChrome,
  parseStartParam,
  START_PARAM_DELAY_MS,
} from "./navigation/deep-link.ts";
export type { MiniAppChrome, StartParamResult } from "./navigation/deep-link.ts";
export {
  href,
  isAuthOnlyPath,
  isGuestOnlyPath,
  matchRoute,
  routeAccess,
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
  emailOrUsernameSchema,
  emailSchema,
  EMAIL_PATTERN,
  isFilled,
  lengthSchema,
  numberRangeSchema,
  phoneSchema,
  PHONE_PATTERN,
  requiredString,
  usernameSchema,
  USERNAME_PATTERN,
  zipCodeSchema,
  ZIP_CODE_PATTERN,
} from "./validation/fields.ts";
export {
  changePasswordFormSchema,
  consentFormSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  optionalOneTimeCodeSchema,
  passwordConfirmationSchema,
  registerFormSchema,
  resetPasswordFormSchema,
  setPasswordFormSchema,
  twoFactorCodeSchema,
} from "./validation/forms.ts";
export { isValidationMessage, message } from "./validation/messages.ts";
export type { ValidationMessage, ValidationMessageKey } from "./validation/messages.ts";
export {
  hasOnlyAllowedPasswordCharacters,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordRules,
  passwordSchema,
} from "./validation/password.ts";
export type { PasswordRule } from "./validation/password.ts";

// ---------------------------------------------------------------- formatting
// Money, decimals, numeric sanitising, the badge count and the one-time code: `@casino/rules`.
export { COUNTDOWN_TICK_MS, countdownParts } from "./format/time.ts";
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
  nextAutoBet,
  payoutFor,
  startAutoBet,
} from "./features/originals/bet-math.ts";
export type {
  AutoBetState,
  AutoBetStopReason,
  AutoBetStrategy,
} from "./features/originals/bet-math.ts";
export {
  fairBetOf,
  floatsUsed,
  formulaVersionOf,
  verifiableClientSeed,
  verifySteps,
} from "./features/originals/verify-steps.ts";
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
export { betsApi, feedOfType } from "./features/bets/api.ts";
export type { GameUrlArgs } from "./features/bets/api.ts";
export { selectFeedBet } from "./features/live-bets/selectors.ts";
export type { LiveBetsFeed } from "./features/live-bets/slice.ts";
// ---------------------------------------------------------------- content
export { forwardedTestApi } from "./features/site/forwarded-api.ts";
export type { ForwardedAddressTest } from "./features/site/forwarded-api.ts";
// ---------------------------------------------------------------- customer support
export { supportApi } from "./features/support/api.ts";
export {
  selectGuestSupportToken,
  supportGuestActions,
  supportGuestSlice,
} from "./features/support/guest-slice.ts";
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
export { selectBonusCodeResult, selectRedeemingBonusCode } from "./features/bonuses/selectors.ts";
export { bonusCodeSaga, redeemErrorKey } from "./features/bonuses/code-saga.ts";
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
export { BET_SHOW_TIMEOUT_MS } from "./features/originals/play-saga.ts";
export {
  REVEAL_HOLD_CAP_MS,
  revealHoldActions,
  selectBalanceHeld,
  selectRevealHolds,
} from "./features/originals/reveal-hold.ts";
export type { RevealHold, RevealHoldState } from "./features/originals/reveal-hold.ts";
export {
  cashOutFunMines,
  creditFunMines,
  FUN_BALANCE_START,
  FUN_DECIMALS,
  playFunRound,
  revealFunMines,
  startFunMines,
  startFunSession,
} from "./features/originals/fun-mode.ts";
export type {
  FunMinesRound,
  FunRefusal,
  FunSession,
  PlayedBet,
} from "./features/originals/fun-mode.ts";
