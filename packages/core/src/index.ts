// Public API of @casino/core. Every export is listed here explicitly; TSDoc lives on each
// declaration. Subpaths: `@casino/core/testing` (memory ports), `@casino/core/realtime-echo`.

// ---------------------------------------------------------------- store
export { makeStore, selectApiContext } from "./store/make-store";
export type { AppDispatch, AppStore, MakeStoreOptions } from "./store/make-store";
export { rootReducer } from "./store/root-reducer";
export type { RootState } from "./store/root-reducer";
export { rootSaga, featureSagas } from "./store/root-saga";
export { coreApi, apiBaseQuery, KEEP_UNUSED_SECONDS, STALE_AFTER_SECONDS, toBracketQuery } from "./store/core-api";
export type { ContractData, ContractQuery, CoreQueryArgs, ThunkExtra, WithoutBrackets } from "./store/core-api";
export { safely } from "./utils/safely";

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
} from "./platform/ports";
export { cookieMaxAge, cookieNames, sessionKeys } from "./platform/cookies";

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
} from "./api/entities";
export { GENERIC_ERROR_MESSAGE, toRequestError } from "./api/request-error";
export type { RequestError } from "./api/request-error";

// ---------------------------------------------------------------- session
export { sessionActions, sessionSlice, initialSessionState } from "./features/session/slice";
export type { LoginMethod, SessionState, SocialEmailUpdate } from "./features/session/slice";
export {
  selectAfterLoginPath,
  selectAuthDialog,
  selectAuthError,
  selectAuthPending,
  selectIsLoggedIn,
  selectLoginType,
  selectLogoutPending,
  selectPendingAuthId,
  selectSession,
  selectSocialEmailUpdate,
  selectToken,
  selectUnverifiedEmail,
} from "./features/session/selectors";
export { LOGOUT_LOADING_MS } from "./features/session/logout-saga";
export { telegramUserIdOf } from "./features/session/mini-app-session";

// ---------------------------------------------------------------- user and two-factor
export { userActions, userSlice } from "./features/user/slice";
export type { TwoFactorState, UserState } from "./features/user/slice";
export {
  selectEmailVerified,
  selectTwoFactor,
  selectTwoFactorConfirmed,
  selectTwoFactorEnabled,
  selectUser,
  selectUserStatus,
} from "./features/user/selectors";

// ---------------------------------------------------------------- app
export { appActions, appSlice } from "./features/app/slice";
export type { AppState, Toast } from "./features/app/slice";
export {
  selectBonusDialogOpen,
  selectCountryBlocked,
  selectLanguage,
  selectLocation,
  selectRedirects,
  selectSplash,
  selectToasts,
  selectUpdateAvailable,
} from "./features/app/selectors";
export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, resolveLanguage, toSupportedLanguage } from "./features/app/language";
export { BUILD_CHECK_INTERVAL_MS, buildIdOf } from "./features/app/build-check-saga";

// ---------------------------------------------------------------- wallets and currencies
export { FINAL_WITHDRAWAL_STATUSES, walletsActions, walletsSlice } from "./features/wallets/slice";
export type { WalletBalanceUpdate, WalletTab, WalletsState } from "./features/wallets/slice";
export {
  selectDepositAddress,
  selectDepositAddressPending,
  selectLastDeposit,
  selectLightningError,
  selectLightningInvoice,
  selectPendingDeposits,
  selectSelectedWallet,
  selectVisibleWallets,
  selectWalletDialog,
  selectWalletListOpen,
  selectWalletSettings,
  selectWallets,
  selectWalletsStatus,
  selectWithdrawal,
} from "./features/wallets/selectors";
export { selectOpenWithdrawal } from "./features/wallets/transactions-saga";
export { currenciesActions, currenciesSlice } from "./features/currencies/slice";
export type { CurrenciesState } from "./features/currencies/slice";
export { selectCurrencies, selectDefaultEntityWallet, selectEntityWallets, selectRate, selectRates } from "./features/currencies/selectors";

// ---------------------------------------------------------------- notifications, settings, VIP, live bets
export { notificationsActions, notificationsSlice } from "./features/notifications/slice";
export type { NotificationsState } from "./features/notifications/slice";
export {
  selectHasMoreNotifications,
  selectNotifications,
  selectNotificationsLoading,
  selectNotificationsTotal,
  selectSelectedNotification,
} from "./features/notifications/selectors";
export { NOTIFICATIONS_PER_PAGE } from "./features/notifications/saga";
export { notificationsApi } from "./features/notifications/api";
export type { NotificationListQuery } from "./features/notifications/api";
export { settingsActions, settingsSlice } from "./features/settings/slice";
export type { SettingsState } from "./features/settings/slice";
export {
  selectChallengeCount,
  selectInboxCount,
  selectTournamentCount,
} from "./features/settings/selectors";
export { vipApi } from "./features/vip/api";
export { vipActions, vipSlice } from "./features/vip/slice";
export type { VipState } from "./features/vip/slice";
export { selectLevelProgress, selectLeveledUp } from "./features/vip/selectors";
export { LIVE_BETS_LIMIT, liveBetsActions, liveBetsSlice } from "./features/live-bets/slice";
export type { LiveBetsState } from "./features/live-bets/slice";
export { selectHighRollerBets, selectLatestBets, selectMyBets } from "./features/live-bets/selectors";

// ---------------------------------------------------------------- bonuses and cashback
export { bonusesApi } from "./features/bonuses/api";
export type { BonusListQuery } from "./features/bonuses/api";
export { bonusesActions, bonusesSlice, initialBonusesState } from "./features/bonuses/slice";
export type { BonusesState } from "./features/bonuses/slice";
export {
  selectActiveBonus,
  selectAvailableBonusCount,
  selectBonus,
  selectBonusesById,
  selectCashback,
  selectCashbackReady,
  selectFinishedBonusIds,
  selectFinishedBonuses,
  selectIsBonusFinished,
} from "./features/bonuses/selectors";
export { bonusTabOf, selectCachedBonusLists } from "./features/bonuses/saga";

// ---------------------------------------------------------------- catalogue and site (RTK Query endpoints, no hooks)
export { gamesApi } from "./features/games/api";
export type { GameListArgs, IdOrSlugArg, LobbyCategoriesQuery, ProviderGamesQuery } from "./features/games/api";
export { promotionsApi } from "./features/promotions/api";
export type { PromotionListQuery } from "./features/promotions/api";
export { tournamentsApi } from "./features/tournaments/api";
export type { TournamentLeaderboardArgs, TournamentListQuery } from "./features/tournaments/api";
export { blogsApi } from "./features/blogs/api";
export type { BlogListQuery } from "./features/blogs/api";
export { siteApi } from "./features/site/api";
export type { PageSlot } from "./features/site/api";

// ---------------------------------------------------------------- realtime
export { realtimeActions, realtimeSlice } from "./features/realtime/slice";
export type { RealtimeChannelStatus, RealtimeState } from "./features/realtime/slice";
export { selectRealtimeChannels, selectRealtimeChannelStatus, selectRealtimeReconnects, selectRealtimeStatus } from "./features/realtime/selectors";
export { realtimeEventAction, realtimeEventActions } from "./features/realtime/events";

// ---------------------------------------------------------------- navigation rules
export { queryParam, toInternalPath, withoutQueryParams } from "./navigation/internal-path";
export {
  accessRule,
  BACK_TO_URL_PARAM,
  backToUrlRule,
  BONUS_CODE_PARAM,
  bonusCodeRule,
  countryRule,
  evaluateNavigation,
  launchDataRule,
  navigationRules,
  openAuthRule,
  previousRouteRule,
  serverRedirectRule,
} from "./navigation/rules";
export { isNewLaunch, miniAppChrome, parseStartParam, START_PARAM_DELAY_MS } from "./navigation/deep-link";
export type { MiniAppChrome, StartParamResult } from "./navigation/deep-link";
export {
  authOnlyPrefixes,
  guestOnlyPaths,
  isAuthOnlyPath,
  isGuestOnlyPath,
  LOBBY_PATH,
  NOT_AVAILABLE_PATH,
  UPDATE_EMAIL_PATH,
  WELCOME_PATH,
} from "./navigation/routes";
export type { AuthTab, DeepLink, NavigationDecision, NavigationRule, NavigationState, RedirectRule } from "./navigation/types";

// ---------------------------------------------------------------- validation
export {
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
} from "./validation/fields";
export {
  changePasswordFormSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  passwordConfirmationSchema,
  registerFormSchema,
  resetPasswordFormSchema,
  twoFactorCodeSchema,
} from "./validation/forms";
export { isValidationMessage, message } from "./validation/messages";
export type { ValidationMessage, ValidationMessageKey } from "./validation/messages";
export {
  hasOnlyAllowedPasswordCharacters,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordRules,
  passwordSchema,
} from "./validation/password";
export type { PasswordRule } from "./validation/password";
export { sanitizeDecimal, sanitizeDigits } from "./validation/sanitize";

// ---------------------------------------------------------------- formatting
export { groupThousands, roundDecimal } from "./format/decimal";
export { CRYPTO_DECIMALS, FIAT_CURRENCIES, FIAT_DECIMALS, formatAmount, formatCrypto, formatFiat, isFiatCurrency } from "./format/money";
export type { MoneyFormatOptions } from "./format/money";
export { BADGE_LIMIT, COUNTDOWN_TICK_MS, countdownParts, formatBadgeCount, utcDayRange } from "./format/time";
export type { CountdownParts, DayRange } from "./format/time";
