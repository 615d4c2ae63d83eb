/** Stored client values (cookies) and their lifetimes, in seconds. */

const DAY = 86_400;

/** Cookie names. `remeberWallet` keeps the spec's spelling so existing cookies keep working. */
export const cookieNames = {
  token: "token",
  /**
   * No longer written: raw launch data is a credential and stays out of script-readable cookies.
   * Removed wherever an older build left it.
   */
  initDataTelegram: "initDataTelegram",
  lang: "lang",
  rememberWallet: "remeberWallet",
  referenceId: "reference_id",
  affiliateToken: "affiliate_token",
  bonusCode: "bonus_code",
  loginType: "login_type",
  previousRoute: "previousRoute",
  clearCookie: "clear_cookie",
  /** A guest's access token to their support conversation (the only key to it). */
  supportGuest: "support_guest",
} as const;

/** Session-storage keys. */
export const sessionKeys = {
  /** `auth_date` of the last handled mini-app launch (rule 9). */
  authDate: "auth_date",
  /** Messaging-app user id the tab's session was signed in as (mini app; the page's life only). */
  telegramUserId: "telegram_user_id",
} as const;

/**
 * Lifetimes in seconds. The spec gives two readings for the auth cookie (1 day, or a config value)
 * and for the language (6 months, or 365 days); we take 1 day and 6 months. Values without a stated
 * lifetime use the general cookie lifetime of 7 days.
 */
export const cookieMaxAge = {
  /** General cookie lifetime (7 days). */
  default: 7 * DAY,
  token: DAY,
  lang: 180 * DAY,
  rememberWallet: 7 * DAY,
  referenceId: 7 * DAY,
  affiliateToken: 7 * DAY,
  bonusCode: DAY,
  loginType: 7 * DAY,
  previousRoute: DAY,
  clearCookie: 180 * DAY,
  supportGuest: 30 * DAY,
} as const;
