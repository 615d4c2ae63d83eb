import type { ApiClient, components, paths } from "@casino/api";

type Schemas = components["schemas"];

/** The API client the core uses (typed by the contract). */
export type CoreApiClient = ApiClient<paths>;

/** Entity types of the contract (packages/api/openapi.yaml); never hand-written here. */
export type User = Schemas["User"];
export type Locale = Schemas["Locale"];
export type LoginResult = Schemas["LoginResult"];
export type SocialLoginResult = Schemas["SocialLoginResult"];
export type SocialLoginNeedEmail = Schemas["SocialLoginNeedEmail"];
export type RegisterResult = Schemas["RegisterResult"];
export type TelegramLoginResult = Schemas["TelegramLoginResult"];
export type TokenResult = Schemas["TokenResult"];
export type TwoFactorSecret = Schemas["TwoFactorSecret"];
export type RecoveryCodes = Schemas["RecoveryCodes"];
export type GeneralSettings = Schemas["GeneralSettings"];
export type CountryBlock = Schemas["CountryBlock"];
export type ReferralInfo = Schemas["ReferralInfo"];
export type SocialProvider = Schemas["SocialProvider"];
export type LoginRequest = Schemas["LoginRequest"];
export type RegisterRequest = Schemas["RegisterRequest"];
export type SocialLoginRequest = Schemas["SocialLoginRequest"];
export type SocialEmailUpdateRequest = Schemas["SocialEmailUpdateRequest"];
export type TelegramLoginRequest = Schemas["TelegramLoginRequest"];
export type TwoFactorChallengeRequest = Schemas["TwoFactorChallengeRequest"];
export type EntityWallet = Schemas["EntityWallet"];
export type Network = Schemas["Network"];
export type UserWallet = Schemas["UserWallet"];
export type WalletSettings = Schemas["WalletSettings"];
export type Currency = Schemas["Currency"];
export type CurrencyRates = Schemas["CurrencyRates"];
export type RateMap = Schemas["RateMap"];
export type DepositAddress = Schemas["DepositAddress"];
export type LightningInvoice = Schemas["LightningInvoice"];
export type Transaction = Schemas["Transaction"];
export type TransactionPage = Schemas["TransactionPage"];
export type RequestWithdrawalRequest = Schemas["RequestWithdrawalRequest"];
export type FiatCurrency = Schemas["FiatCurrency"];
export type Notification = Schemas["Notification"];
export type NotificationPage = Schemas["NotificationPage"];
export type BetFeedItem = Schemas["BetFeedItem"];
export type UserLevelInformation = Schemas["UserLevelInformation"];
export type RedirectRuleEntity = Schemas["RedirectRule"];
