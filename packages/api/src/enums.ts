/**
 * The contract's enumerations as runtime lists. openapi-typescript generates one `...Values` array
 * per named enum of openapi.yaml (`enumValues: true`); this module gives them short names and
 * plain types. Code that needs a list of locales, statuses or types takes it from here, never
 * writes it out again.
 */
import {
  betFeedTypeValues,
  bonusStatusValues,
  bonusTabValues,
  bonusTypeValues,
  competitionStatusValues,
  fiatCurrencyValues,
  gameSortValues,
  localeValues,
  loginMethodValues,
  messageKeyValues,
  notificationTypeValues,
  pageSlotValues,
  socialProviderValues,
  timeRangeValues,
  transactionStatusValues,
  transactionTypeValues,
  vipLevelValues,
  withdrawalStatusValues,
  type components,
} from "./generated/schema.ts";

type Schemas = components["schemas"];

/** An interface language of the contract (`en`, `de`, `ja`, ...). */
export type Locale = Schemas["Locale"];
/** A message key the server answers with (error `code`, field errors) and the client translates. */
export type MessageKey = Schemas["MessageKey"];
/** A fiat currency the product shows money in (`EUR`, `USD`). */
export type FiatCurrency = Schemas["FiatCurrency"];
/** A VIP level (0 to 5). */
export type VipLevel = Schemas["VipLevel"];
/** A leaderboard and feed time range (`live`, `week`, `day`). */
export type TimeRange = Schemas["TimeRange"];

/** The interface languages, in the contract's order; `en` (the first) is the source and fallback. */
export const locales: readonly Locale[] = localeValues;
/** Every message key of the contract. */
export const messageKeyList: readonly MessageKey[] = messageKeyValues;
/** The fiat currencies. */
export const fiatCurrencies: readonly FiatCurrency[] = fiatCurrencyValues;
/** The VIP levels, lowest first. */
export const vipLevels: readonly VipLevel[] = vipLevelValues;
/** The time ranges of feeds and leaderboards. */
export const timeRanges: readonly TimeRange[] = timeRangeValues;
/** Statuses of a deposit or withdrawal (`TransactionStatus`). */
export const transactionStatuses: readonly Schemas["TransactionStatus"][] = transactionStatusValues;
/** Types of a transaction (`deposit`, `withdraw`). */
export const transactionTypes: readonly Schemas["TransactionType"][] = transactionTypeValues;
/** Statuses of a withdrawal. */
export const withdrawalStatuses: readonly Schemas["WithdrawalStatus"][] = withdrawalStatusValues;
/** Statuses of a bonus. */
export const bonusStatuses: readonly Schemas["BonusStatus"][] = bonusStatusValues;
/** Types of a bonus. */
export const bonusTypes: readonly Schemas["BonusType"][] = bonusTypeValues;
/** Tabs of the bonus list (`available`, `active`, `history`). */
export const bonusTabs: readonly Schemas["BonusTab"][] = bonusTabValues;
/** Statuses of a tournament or challenge. */
export const competitionStatuses: readonly Schemas["CompetitionStatus"][] = competitionStatusValues;
/** Kinds of bet feed. */
export const betFeedTypes: readonly Schemas["BetFeedType"][] = betFeedTypeValues;
/** Sort orders of a game list. */
export const gameSorts: readonly Schemas["GameSort"][] = gameSortValues;
/** Types of an inbox notification. */
export const notificationTypes: readonly Schemas["NotificationType"][] = notificationTypeValues;
/** The lobby's page slots. */
export const pageSlots: readonly Schemas["PageSlot"][] = pageSlotValues;
/** Ways a player signs in. */
export const loginMethods: readonly Schemas["LoginMethod"][] = loginMethodValues;
/** Social sign-in providers. */
export const socialProviders: readonly Schemas["SocialProvider"][] = socialProviderValues;
