// Public API of @casino/api. Every export is listed here explicitly.
export type { paths, components, operations } from "./generated/schema.ts";
export {
  betFeedTypes,
  bonusStatuses,
  bonusTabs,
  bonusTypes,
  competitionStatuses,
  fiatCurrencies,
  gameSorts,
  locales,
  loginMethods,
  messageKeyList,
  notificationTypes,
  pageSlots,
  socialProviders,
  timeRanges,
  transactionStatuses,
  transactionTypes,
  vipLevels,
  withdrawalStatuses,
} from "./enums.ts";
export type { FiatCurrency, Locale, MessageKey, TimeRange, VipLevel } from "./enums.ts";
export { ApiError, clientErrorMessages, isApiError, isNetworkError } from "./client/api-error.ts";
export type { ApiErrorInit, ClientErrorCode, FieldErrors } from "./client/api-error.ts";
export { createApiClient, DEFAULT_TIMEOUT_MS } from "./client/create-api-client.ts";
export type {
  ApiClient,
  ApiClientOptions,
  ApiData,
  ApiRequestContext,
  Unwrapped,
} from "./client/create-api-client.ts";

// Realtime: the 17 events, their payloads and the channels they travel on.
export {
  echoListenerName,
  isRealtimeEventName,
  parseEchoListenerName,
  realtimeEventNames,
  realtimePayloadSchemaNames,
} from "./realtime/events.ts";
export type {
  RealtimeAllWalletBalancesPayload,
  RealtimeEvent,
  RealtimeEventMap,
  RealtimeEventName,
  RealtimeEventPayload,
  RealtimeLevelProgressPayload,
  RealtimeNewNotificationPayload,
  RealtimePayloadSchemaName,
  RealtimePlayerDepositPayload,
  RealtimePlayerNewChallengePayload,
  RealtimePlayerNewTournamentPayload,
  RealtimePlayerPendingDepositPayload,
  RealtimeReadyClaimCashbackPayload,
  RealtimeSupportMessagePayload,
  RealtimeTransactionHighRollerBetPayload,
  RealtimeTransactionLatestBetPayload,
  RealtimeUpdateAvailableBonusPayload,
  RealtimeUpdateBonusItemPayload,
  RealtimeUpdateFinishBonusPayload,
  RealtimeUpdateRatePayload,
  RealtimeVerifiedEmailPayload,
  RealtimeVerifiedOtpPayload,
  RealtimeWalletBalancePayload,
} from "./realtime/events.ts";
export {
  PLAYER_CHANNEL_PREFIX,
  PRIVATE_CHANNEL_PREFIX,
  channelEvents,
  channelKind,
  channelsForEvent,
  isChannelEvent,
  isPrivateChannel,
  parsePlayerChannel,
  playerChannel,
  playerPusherChannel,
  publicChannels,
} from "./realtime/channels.ts";
export type { ChannelEventName, RealtimeChannelKind } from "./realtime/channels.ts";

// Telegram's default palettes (the dev launcher and the mini app's dev mock).
export { telegramThemes } from "./telegram/themes.ts";
