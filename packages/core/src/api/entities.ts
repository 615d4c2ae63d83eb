import type { ApiClient, components, paths } from "@casino/api";

type Schemas = components["schemas"];

/** The API client the core uses (typed by the contract). */
export type CoreApiClient = ApiClient<paths>;

/** Entity types of the contract (packages/api/openapi.yaml); never hand-written here. */
export type User = Schemas["User"];
/** A supported interface language (`en`, `de`, ...). */
export type Locale = Schemas["Locale"];
/** `POST /api/login` result: a token, a two-factor challenge (`auth_id`) or an unverified e-mail. */
export type LoginResult = Schemas["LoginResult"];
/** `POST /api/social/login` result when the provider gave a usable e-mail. */
export type SocialLoginResult = Schemas["SocialLoginResult"];
/** `POST /api/social/login` result when the account needs an e-mail first. */
export type SocialLoginNeedEmail = Schemas["SocialLoginNeedEmail"];
/** `POST /api/register` result (a token when verification is off). */
export type RegisterResult = Schemas["RegisterResult"];
/** `POST /api/telegram/login` result. */
export type TelegramLoginResult = Schemas["TelegramLoginResult"];
/** A bearer token (two-factor challenge). */
export type TokenResult = Schemas["TokenResult"];
/** A new two-factor secret and its otpauth URL. */
export type TwoFactorSecret = Schemas["TwoFactorSecret"];
/** Two-factor recovery codes. */
export type RecoveryCodes = Schemas["RecoveryCodes"];
/** How many unused recovery codes the player has left (the codes themselves are shown once). */
export type UnusedRecoveryCodes = Schemas["UnusedRecoveryCodes"];
/** Proof of identity to generate new recovery codes: a TOTP `code` or the `current_password`. */
export type RecoveryCodesProof = Schemas["RegenerateTwoFactorRecoveryCodesRequest"];
/** Challenge, tournament and inbox counts. */
export type GeneralSettings = Schemas["GeneralSettings"];
/** Whether the visitor's country is blocked. */
export type CountryBlock = Schemas["CountryBlock"];
/** The player's referral code, link and rewards. */
export type ReferralInfo = Schemas["ReferralInfo"];
/** A social login provider (`google`, `facebook`). */
export type SocialProvider = Schemas["SocialProvider"];
/** Body of `POST /api/login`. */
export type LoginRequest = Schemas["LoginRequest"];
/** Body of `POST /api/register`. */
export type RegisterRequest = Schemas["RegisterRequest"];
/** Body of `POST /api/social/login`. */
export type SocialLoginRequest = Schemas["SocialLoginRequest"];
/** Body of `PATCH /api/social/email/update`. */
export type SocialEmailUpdateRequest = Schemas["SocialEmailUpdateRequest"];
/** Body of `POST /api/telegram/login`. */
export type TelegramLoginRequest = Schemas["TelegramLoginRequest"];
/** Body of `POST /api/two-factor-challenge` (a code or a recovery code). */
export type TwoFactorChallengeRequest = Schemas["TwoFactorChallengeRequest"];
/** A coin the casino supports, with its networks. */
export type EntityWallet = Schemas["EntityWallet"];
/** One network of a coin (deposit and withdrawal rules). */
export type Network = Schemas["Network"];
/** One of the player's wallets (balance, locked balance, fiat value, selected). */
export type UserWallet = Schemas["UserWallet"];
/** Wallet display settings (fiat currency, hide zero balances). */
export type WalletSettings = Schemas["WalletSettings"];
/** A display (fiat) currency. */
export type Currency = Schemas["Currency"];
/** Rates of every coin in every display currency. */
export type CurrencyRates = Schemas["CurrencyRates"];
/** Rates by coin, then by display currency. */
export type RateMap = Schemas["RateMap"];
/** A deposit address of a coin on one network. */
export type DepositAddress = Schemas["DepositAddress"];
/** A BTC Lightning invoice. */
export type LightningInvoice = Schemas["LightningInvoice"];
/** A deposit or withdrawal. */
export type Transaction = Schemas["Transaction"];
/** A page of transactions. */
export type TransactionPage = Schemas["TransactionPage"];
/** Body of `POST /api/user/withdrawal`. */
export type RequestWithdrawalRequest = Schemas["RequestWithdrawalRequest"];
/** A fiat currency code. */
export type FiatCurrency = Schemas["FiatCurrency"];
/** An inbox notification. */
export type Notification = Schemas["Notification"];
/** A page of notifications. */
export type NotificationPage = Schemas["NotificationPage"];
/** A settled bet of the live bet feeds. */
export type BetFeedItem = Schemas["BetFeedItem"];
/** The player's VIP level progress. */
export type UserLevelInformation = Schemas["UserLevelInformation"];
/** A server-driven redirect rule. */
export type RedirectRuleEntity = Schemas["RedirectRule"];
/** A bonus offered to or held by the player. */
export type Bonus = Schemas["Bonus"];
/** A bonus dialog tab (`available`, `active`, `history`). */
export type BonusTab = Schemas["BonusTab"];
/** A bonus status (`available` -> `claimed` -> `active` -> `completed`; ends `expired`, `busted`, `unclaimed`). */
export type BonusStatus = Schemas["BonusStatus"];
/** The player's cashback for the current period. */
export type Cashback = Schemas["Cashback"];
