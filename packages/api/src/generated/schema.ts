// Generated from openapi.yaml by scripts/generate-types.mjs. Do not edit: run `pnpm --filter @casino/api generate`.

export interface paths {
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with username or e-mail and password.
         * @description On success without further steps `data.token` is the bearer token. When the account has confirmed two-factor authentication, `token` is null, `two_factor` is true and `auth_id` identifies the pending sign-in for `POST /api/two-factor-challenge`. When e-mail verification is enabled for the site and the e-mail is unverified, `token` is null and `email_verified_at` is null: the client opens the unverified-email dialog (and may call `POST /api/email/resend`). Wrong credentials: 422 with code `invalid_credentials`. Too many attempts: 429 with code `rate_limited`.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor-challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a sign-in that needs two-factor authentication.
         * @description Send the `auth_id` from the login (or social login) answer with either a 6-digit TOTP `code` or one unused `recovery_code` (a used recovery code is consumed). Wrong code: 422 with `errors.code` or `errors.recovery_code` = [`two_factor_invalid`]. Unknown or expired `auth_id` (valid 10 minutes): 422 with code `token_expired`.
         */
        post: operations["twoFactorChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign out (revokes the bearer token). */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a player account.
         * @description Creates the account and its wallets. When e-mail verification is disabled for the site, `token` is the bearer token and `email_verification_required` is false; otherwise `token` is null, a verification mail is sent and the client goes to `/sign-up/welcome`. `reference` (referral id) and `affiliate_token` come from the stored cookies, `visitor_id` from the fingerprint service, `voucher_code` from the bonus-code cookie; all four may be null or absent. An unknown voucher code is ignored (no error), an unknown reference too; a redeemed code's bonus waits in the Available tab. `age_confirmed` and `terms_accepted` record the player's confirmations (of legal age, terms accepted): both must be true, else 422 `required` on the field, and nothing is created. When e-mail verification is on, a taken username or e-mail gets the same 201 as a new account (no enumeration) and the mail tells the rest; when it is off (a token is returned at once), 422 `username_taken` / `email_taken` on the field. The account's language (`lang`) is the request's `X-localization` (English without a known one); the player's mails and notifications are written in it.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in or sign up with a social provider's access token.
         * @description The client obtains `access_token` from the provider (Google, Facebook) and sends it here; the server fetches the provider profile with it. Three outcomes: (1) `need_email: false` with a `token` (and `expires_in`, seconds): signed in; (2) `need_email: false`, `token` null: two-factor (`two_factor` true, `auth_id` set) or unverified e-mail (`email_verified_at` null), handled as for `POST /api/login`; (3) `need_email: true`: the provider gave no usable e-mail (missing, or taken by another account); the client goes to `/login/update-email` carrying `provider_name`, `access_token` and `email` and completes with `PATCH /api/social/email/update`. An access token the provider rejects: 422 with code `social_token_invalid`. The sandbox accepts the tokens issued by its own development sign-in page for either provider name. An account created here has not confirmed age and terms (`User.consent_required` true until `POST /api/user/consent`).
         */
        post: operations["socialLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social/email/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Finish a social sign-up by supplying the e-mail (and username) the provider lacked.
         * @description Creates the account for the provider identity with the given e-mail and username and answers like a successful social login (`need_email` is always false here). If e-mail verification is enabled, `token` is null and `email_verified_at` null until the player follows the link sent to the new address. The account has not confirmed age and terms yet (`User.consent_required` true until `POST /api/user/consent`).
         */
        patch: operations["updateSocialEmail"];
        trace?: never;
    };
    "/api/telegram/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in (or sign up) from inside the messaging app with its launch data.
         * @description `data` is the raw, URL-encoded `initData` string exactly as the messaging app supplied it (never re-serialised: its HMAC is checked over the raw pairs). The server checks the hash with the bot token and rejects `auth_date` older than the server's maximum age (one hour by default) (422, codes `telegram_data_invalid` / `telegram_data_expired`). Launch data whose session was signed out cannot sign in again (`telegram_data_expired`: reopen the mini app from the messaging app). An account is created on first sign-in (`is_new_user` true), which has not confirmed age and terms yet (`User.consent_required` true until `POST /api/user/consent`). E-mail verification does not apply to this sign-in method; two-factor does: with confirmed two-factor authentication `token` is null, `two_factor` true and `auth_id` goes to `POST /api/two-factor-challenge`.
         */
        post: operations["telegramLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password-reset link.
         * @description Always answers 200 for a well-formed address, whether or not an account exists (no account enumeration). The mail links to `/password/reset/{token}?email=...`; the token is valid 60 minutes.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token.
         * @description The client sends the new password as its own confirmation (`password_confirmation` equals `password`). Invalid or expired token: 422 with `errors.token` = [`token_expired`].
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the e-mail verification link again.
         * @description Works signed in or not (the unverified-email dialog appears before a token exists). At most one request a minute per address (429 `rate_limited`), whether or not it has an account. Unknown and already verified addresses get the same 200 (no enumeration); the mail to a verified address says so.
         */
        post: operations["resendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify an e-mail address from the link's signed, expiring parameters.
         * @description The verification mail links to the client route `/email/verify?id=...&hash=...&expires=...&signature=...` (a Laravel-style signed URL), which passes the four query parameters on to this call unchanged. `hash` is the SHA-1 hex digest of the address being verified; `expires` the Unix time (seconds) after which the link is refused; `signature` the hex HMAC-SHA256, keyed with the server's application key, of `id={id}&hash={hash}&expires={expires}`. On success the `verified_email` realtime event is also sent to the player's channel. Wrong signature or hash, or unknown id: 403 with code `verification_link_invalid`; a correctly signed link past `expires`: 422 with code `token_expired` (the client offers to resend); already verified: 200 with the existing timestamp.
         */
        get: operations["verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/two-factor-authentication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start two-factor set-up (creates a new TOTP secret).
         * @description Returns the base32 secret and the `otpauth://` URL the client renders as a QR code. Two-factor is not active until confirmed with `POST /api/user/confirmed-two-factor-authentication`; calling this again before confirming replaces the secret. Already confirmed: 422 with code `two_factor_already_enabled`.
         */
        post: operations["enableTwoFactor"];
        /**
         * Turn two-factor authentication off.
         * @description Needs a current TOTP code from the secret being removed (for a set-up that was never confirmed, a code from the pending secret). Wrong code: 422 with `errors.code` = [`two_factor_invalid`]. Removes the secret and the recovery codes.
         */
        delete: operations["disableTwoFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/confirmed-two-factor-authentication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm two-factor set-up with a code from the authenticator app.
         * @description Activates two-factor and returns the 10 one-time recovery codes (shown once; they can be listed again with `GET /api/user/two-factor-recovery-codes`). Wrong code: 422 with `errors.code` = [`two_factor_invalid`]; no pending set-up: 422 code `two_factor_not_enabled`.
         */
        post: operations["confirmTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/two-factor-recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the unused recovery codes (they are shown only when generated).
         * @description Two-factor not confirmed -> 422 code `two_factor_not_enabled`.
         */
        get: operations["getTwoFactorRecoveryCodes"];
        put?: never;
        /**
         * Replace all recovery codes with 10 new ones.
         * @description Needs a current TOTP `code` or the `current_password`; wrong code -> 422 `errors.code` = [`two_factor_invalid`], wrong password -> `errors.current_password` = [`current_password_wrong`]. The new codes are shown in this answer only (the server keeps only their hashes).
         */
        post: operations["regenerateTwoFactorRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in player. */
        get: operations["getUserInformation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/information/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the account identity (username, e-mail).
         * @description Used by the update-user-info and verify-user-info dialogs and `/complete-information`. Send only the fields that change (at least one). A new e-mail clears `email_verified_at` and sends a verification link to it. Phone numbers are changed through `POST /api/otp/send` and `GET /api/verify` instead. Taken values: 422 `username_taken` / `email_taken` on the field. Changing the e-mail needs `current_password` (accounts with a password) or a TOTP `code` (accounts with confirmed two-factor); an account with neither needs a sign-in of the last 10 minutes (else 422 `token_expired`). Missing: 422 `required` on the field; wrong: `current_password_wrong` / `two_factor_invalid`. The old address is told by mail and the player's other sessions end.
         */
        patch: operations["updateUserInformation"];
        trace?: never;
    };
    "/api/user/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The player's privacy preferences ("hide my name" in public places).
         * @description `hide_name: true` shows the player as `Hidden` in every public place (bet feeds and their realtime events, the wins ticker, highest wins, tournament leaderboards, public bet pages) from the next item on; `false` shows the masked name again.
         */
        put: operations["updatePrivacy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm being of legal age and accept the terms (once per account).
         * @description For an account with `consent_required` true (one that joined with Google, Facebook or Telegram, or signed up before the sign-up form asked): both `age_confirmed` and `terms_accepted` must be true, else 422 `required` on the field and nothing is recorded. Records the moment (the account's terms acceptance, the same one `POST /api/register` records) and answers the player, `consent_required` now false, so the operations marked `x-requires-consent` open. For an account that has already consented it changes nothing and answers the same (the moment first recorded stays).
         */
        post: operations["giveConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/personal-detail/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the personal details shown on `/profile/my-profile`.
         * @description Partial update: send the fields that change (at least one); `null` clears an optional field. `state_id` must belong to `country_code` and `city_id` to `state_id` (422 `invalid_value` otherwise). The player must be at least 18 on `date_of_birth` (422 `invalid_value`).
         */
        patch: operations["updatePersonalDetail"];
        trace?: never;
    };
    "/api/user/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the password (knowing the current one).
         * @description Wrong current password: 422 `errors.current_password` = [`current_password_wrong`]. Accounts created through a social provider or the messaging app that never had a password omit `current_password` and send a TOTP `code` when two-factor is confirmed (without it, a sign-in of the last 10 minutes is needed, else 422 `token_expired`). Other sessions' tokens are revoked; the calling token stays valid.
         */
        patch: operations["changePassword"];
        trace?: never;
    };
    "/api/user/lang/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Save the player's interface language (used for mails and notifications). */
        patch: operations["changeLanguage"];
        trace?: never;
    };
    "/api/user/responsible-gaming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's limits, session reminder, cool-off and self-exclusion.
         * @description Deposit, loss and wager limits per period, in USD, over rolling windows (daily: the last 24 hours, weekly: 7 days, monthly: 30 days), with what the window used so far. A raise or removal waits 24 hours (`pending_amount` / `pending_from`); a lowering applies at once.
         */
        get: operations["getResponsibleGaming"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/responsible-gaming/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set, lower, raise or remove one limit.
         * @description `amount` null removes the limit. A limit that is new or lower applies at once (and drops a pending raise); a higher one or a removal is pending for 24 hours, then applies by itself. Amounts: USD with at most 2 decimals, 1 to 1000000 (`numeric` / `between` otherwise).
         */
        put: operations["updateGamingLimit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/responsible-gaming/session-reminder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Remind the player every N minutes of a session (null turns it off).
         * @description While a session (a sign-in) is in use, the player gets an inbox notification each time another `minutes` of it have passed (15 to 720).
         */
        put: operations["updateSessionReminder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/responsible-gaming/cool-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a break from 24 hours to 6 weeks.
         * @description Until `cool_off_until` bets and deposits are refused (422 `cooling_off`); the player can still sign in, see the wallet and withdraw. It cannot be shortened (422 `cooling_off` for an end before the current one); a longer one extends it.
         */
        post: operations["startCoolOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/responsible-gaming/self-exclusion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exclude oneself for 6 months or more (not reversible early).
         * @description Every session ends at once; until `self_excluded_until` sign-in is refused (403 `self_excluded`, the message names the end) and so are bets and deposits. It cannot be shortened or lifted early; a longer one extends it. `current_password` is required for accounts with a password (`current_password_wrong` otherwise).
         */
        post: operations["startSelfExclusion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otp/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a 6-digit verification code by SMS to a new phone number.
         * @description Starts phone verification (send-OTP-verify dialog). The number becomes the player's only after `GET /api/verify?code=...` succeeds. One SMS a minute (429 `rate_limited`); a number verified by another account: 422 `errors.phone` = [`phone_taken`]. Codes are valid 10 minutes.
         */
        post: operations["sendPhoneOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otp/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Send a new code to the phone number of the pending verification.
         * @description No pending verification: 422 code `phone_missing`. One SMS a minute (429 `rate_limited`).
         */
        get: operations["resendPhoneOtp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the SMS code and mark the phone number verified.
         * @description Wrong code: 422 `errors.code` = [`otp_invalid`]; expired: [`otp_expired`]; five wrong attempts invalidate the code (429). On success the `verified_otp` realtime event is also sent to the player's channel.
         */
        get: operations["verifyPhoneOtp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/referral-friends/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's referral code, link and results. */
        get: operations["getReferralInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login-reward/is-claimed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether today's login reward was already claimed.
         * @description The daily login reward (docs/vip.md) is claimed once per UTC day with `POST /api/login-reward/claim`; this tells the frame whether to show the reward banner.
         */
        get: operations["getLoginRewardStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login-reward/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim today's login reward (once per UTC day).
         * @description Credits the reward of the player's VIP level (USD, paid in the selected wallet's coin). 422 `bonus_not_available` below VIP level 1, `bonus_already_claimed` when today's was claimed (also for concurrent claims: one succeeds).
         */
        post: operations["claimLoginReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/location/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All countries, by name. */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/location/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The states (regions) of one country. */
        get: operations["listStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/location/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cities of one state. */
        get: operations["listCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/countries/is-blocked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the caller's country (from its IP) is blocked.
         * @description The country is resolved from `X-Forwarded-For` when present, else from the connection. Navigation rule 1 sends blocked visitors to `/not-available`.
         */
        get: operations["getCountryBlock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/general": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counters for the frame badges.
         * @description Guests get `inbox_count` 0.
         */
        get: operations["getGeneralSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/broadcasting/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authorise a subscription to a private realtime channel (Pusher protocol).
         * @description Laravel's broadcast auth path. pusher-js posts `socket_id` and `channel_name` as `application/x-www-form-urlencoded`; JSON is accepted too. The answer is NOT enveloped: it is exactly Pusher's `{auth: "<app key>:<hex HMAC-SHA256 of socket_id:channel_name>"}`. A player may only subscribe to `private-player.{own id}`; any other channel: 403 with code `channel_forbidden`.
         */
        post: operations["authorizeBroadcastChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallets/entity-wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The coins the casino supports, with their networks and limits.
         * @description Public catalogue of entity wallets (BTC, ETH, USDT, USDC, LTC, DOGE, TRX, SOL, XRP, TON, BNB, BTC_LIGHTNING, ...) in display order. Each network carries its deposit minimum and confirmations and its withdrawal fee and limits; `memo_label` tells whether deposits and withdrawals need a destination tag (XRP) or a memo (TON).
         */
        get: operations["listEntityWallets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallets/entity-wallets/rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchange rates of every entity wallet into every display currency, and the currency list.
         * @description `rate[entity_wallet_code][currency_code]` is the price of one coin in that currency. Rates move; the `update_rate` realtime event on the public `rates` channel carries the same `rate` map when they do.
         */
        get: operations["getCurrencyRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallets/user-wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's wallets with balances.
         * @description One wallet per entity wallet; exactly one has `is_selected` true.
         */
        get: operations["listUserWallets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallets/user-wallets/change-selected-wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Select the wallet used for play and shown in the header.
         * @description Answers the newly selected wallet; `player_information.wallet_currency` follows. Unknown code: 422 `errors.code` = [`wallet_not_found`].
         */
        post: operations["changeSelectedWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallets/setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's wallet display settings. */
        get: operations["getWalletSettings"];
        /** Replace the player's wallet display settings. */
        put: operations["updateWalletSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/wallet-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's deposit address for one coin on one network.
         * @description Stable per player, coin and network (created on first request). For XRP the address is the casino's shared address and `memo` the player's destination tag; for TON `memo` is the player's comment; both must be sent with the deposit, and the client shows them prominently. Deposits below `min_deposit` are not credited. BTC_LIGHTNING has no address: 422 `network_unsupported` (use `POST /api/user/btc-lightning/wallet-address`). Deposits disabled for the coin: 422 code `deposit_disabled`.
         */
        get: operations["getDepositAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/btc-lightning/wallet-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Bitcoin Lightning invoice to deposit a fixed amount.
         * @description Lightning deposits need an invoice per payment: the player chooses the amount (in BTC) and the client shows `payment_request` (BOLT 11) as text and QR code until `expires_at`. When paid, the `player_deposit` and `wallet_balance` events arrive on the player's channel. Amount outside the network's limits: 422 `amount_below_minimum` / `amount_above_maximum`.
         */
        post: operations["createLightningInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/withdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a withdrawal to an external address.
         * @description Checks, in order: coin and network exist and allow withdrawals (422 `network_unsupported` / `withdrawal_disabled`); `amount` within the network's `min_withdrawal` and `max_withdrawal` (`amount_below_minimum` / `amount_above_maximum`); balance covers `amount` (`insufficient_balance`); `address` matches the network's format (`address_invalid`); `memo` present where the network has a `memo_label` (`memo_required`, `memo_invalid`); `code` when the player has confirmed two-factor (`required` / `two_factor_invalid`). Field keys are under `errors.<field>`. On success `amount` is held (moved to `locked_balance`) and the withdrawal starts as `pending`; `fee` is deducted from `amount`, so the address receives `amount - fee`.
         */
        post: operations["requestWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/withdrawals/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one of the player's pending withdrawals.
         * @description Only while the status is `pending`; the held amount returns to the balance and the status becomes `canceled`. Any other status: 422 code `withdrawal_not_cancelable`. Another player's or a deposit's id: 404.
         */
        post: operations["cancelWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's deposits and withdrawals, newest first (`/transaction-history`).
         * @description Filters combine with AND. `from` and `to` are calendar dates covering whole UTC days (`from` 00:00:00 to `to` 23:59:59); `from` after `to`: 422 `date_range_invalid`.
         */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the player's deposits or withdrawals (wallet transaction dialog). */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lobby sections, each a category with its first games.
         * @description The lobby (`section=casino`, the default) or live-casino page (`section=live_casino`) shows one row per category, in `position` order, each with up to `games_per_category` games. Signed in, `is_favorite` reflects the player's favourites. Category names are in the `X-localization` language (English where a category has no translation).
         */
        get: operations["listLobbyCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/categories/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All game categories (menus, filters, `/categories/{id}`).
         * @description Names are in the `X-localization` language (English where a category has no translation).
         */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search and filter the game catalogue.
         * @description `type=normal` (default) searches the catalogue; `favorites` and `play-again` restrict it to the player's favourites or recently played games and need a token (401 without). Array filters use the bracket form (`category_ids[]=3&category_ids[]=7`) and match any of the values; different filters combine with AND. Games with availability `INACTIVE` are not listed. `search` matches game and provider names, case-insensitive and typo-tolerant (trigram similarity: `supernvoas` finds `Supernovas`); with a search and no `sort`, the best matches come first. `tags[]` keeps games with any of the tags. A page beyond the last is empty.
         */
        get: operations["listGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Add a game to, or remove it from, the player's favourites. */
        patch: operations["likeGame"];
        trace?: never;
    };
    "/api/games/user/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's favourite games (`/favorite`), most recently liked first. */
        get: operations["listFavoriteGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/recently-played/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The games the player launched or bet on for real money recently (`/play-again`), most recent first.
         * @description A game counts from its last real-money launch or its last real-money bet, whichever is later (the originals are played without a launch).
         */
        get: operations["listRecentlyPlayedGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/live-wins/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bet feed under the lobby, newest first.
         * @description `lastest_bet`: everyone's latest bets; `high_roller`: bets above the high-roller threshold; `user_lastest_bet`: the player's own bets (needs a token: 401 without). The realtime events `transaction_latest_bet` and `transaction_high_roller_bet` on the public `bets` channel push new items of the first two feeds. Usernames of players who hide them are masked.
         */
        get: operations["listLiveWins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One settled bet by id (public, shareable by link).
         * @description What a stranger may see of any player's settled bet (slots and originals): the game, the player's masked public name (`al***e`; null for players who hide it), amount, payout, multiplier and their USD values, and when it settled. For the provably fair originals (null otherwise) enough to verify the bet from this answer alone: `original` (the game, the bet's parameters and its outcome, discriminated by `game`) and `fairness` (the inputs the bet was played with, recorded with the bet: server seed hash, client seed, nonce and outcome formula version; the server seed once the pair is revealed, null before). 404 for an unknown, unsettled or simulated bet.
         */
        get: operations["getBet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/highest-win-amount/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The biggest wins of a period (leaderboard strip).
         * @description `time_range`: `live` (last hour), `day` (last 24 hours), `week` (last 7 days).
         */
        get: operations["listHighestWins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All game providers (`/provider`). */
        get: operations["listProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/providers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One provider (`/provider/{id}`). */
        get: operations["getProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/provider/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The games of one provider. */
        get: operations["listProviderGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One game (`/play-game/{id}`), by id or slug.
         * @description `availability` tells the play page what to show: `CAN_PLAY`; `LOCATION_BLOCKED` (not available in the player's country; the page links to `/page-detail/vpn-instruction`); `HIDDEN_WHEN_BONUS` (not playable while a bonus is active); `INACTIVE` (not available). `description` and the categories' names are in the `X-localization` language (English where the game has no translation).
         */
        get: operations["getGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}/game-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Launch a game for real money.
         * @description Starts a game session funded by the wallet `entity_wallet_code`, shown to the player in `currency` (a game currency from the currencies list; fiat or the coin itself). The client loads `url` in an iframe. Refusals: 403 with code `game_location_blocked`, `game_hidden_when_bonus` or `game_inactive`; a currency the game does not support: 422 `errors.currency` = [`invalid_value`].
         */
        get: operations["getGameUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}/game-demo-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Launch a game in fun mode (no money).
         * @description Games without a demo (`has_demo` false): 422 code `demo_unavailable`; location-blocked or inactive games: 403 as for the real launch.
         */
        get: operations["getGameDemoUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/challenges/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live or finished challenges (`/challenges`).
         * @description A challenge: reach `target_multiplier` on its game with at least `min_bet`; the first `winners_limit` players to do so win the prize. Signed in, `completed_at` is when the player completed it. `title` and `description` are in the `X-localization` language (English where a challenge has no translation).
         */
        get: operations["listChallenges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/challenges/user/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The challenges the player completed (Completed tab).
         * @description `title` and `description` are in the `X-localization` language (English where a challenge has no translation).
         */
        get: operations["listUserChallenges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tournaments (`/tournaments`), live ones first by end time.
         * @description `title`, `summary` and `description` are in the `X-localization` language (English where a tournament has no translation).
         */
        get: operations["listTournaments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One tournament with its prizes and eligible games (`/tournaments/{id}`).
         * @description Players take part automatically by betting at least `min_bet` on an eligible game (`scope`: the listed games, providers or categories) between `starts_at` and `ends_at`. `ranking_rule` says how points accrue: `highest_multiplier` (best single multiplier), `highest_point` (best single win in points), `wagering_point` (1 point per unit of `min_bet_currency` wagered), `random` (winners drawn among participants at the end), `wagering_point_random` (draw weighted by wagering points). Signed in, `my_rank` and `my_points` give the player's position (null before the first eligible bet). `title`, `summary` and `description` are in the `X-localization` language (English where the tournament has no translation).
         */
        get: operations["getTournament"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tournament's ranking, best first. */
        get: operations["getTournamentLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current promotions (`/promotion`), newest first.
         * @description `title` and `summary` are in the `X-localization` language (English where a promotion has no translation).
         */
        get: operations["listPromotions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promotions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One promotion (`/promotion/{id}`), by id or slug.
         * @description `title`, `summary`, `body` and `terms` are in the `X-localization` language (English where the promotion, or one of these fields, has no translation).
         */
        get: operations["getPromotion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Blog posts (`/blogs`), newest first, optionally of one tag.
         * @description Titles and excerpts in the `X-localization` language (English where a post has no translation, or for a language the site does not know). `search` matches the title or excerpt in that language.
         */
        get: operations["listBlogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All blog tags with their post counts (`/blogs/tags`).
         * @description Tag names in the `X-localization` language; tags without posts are left out.
         */
        get: operations["listBlogTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One blog post (`/blogs/{id}`), by id or slug (the slug `tags` is reserved).
         * @description In the `X-localization` language (English where the post has no translation). `body` is HTML sanitised on the server: only headings, paragraphs, lists, emphasis, quotes, line breaks, links (`https:`, `mailto:` or a site path) and `https:` images.
         */
        get: operations["getBlog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A static page (`/page-detail/{slug}`) by slug or id.
         * @description Known slugs: about-us, responsible-gaming, terms-and-conditions, privacy-policy, faqs, vpn-instruction, contacts. `body` is sanitised HTML (the tags of `getBlog`), in the `X-localization` language (English where the page has no translation).
         */
        get: operations["getPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/x-forwarded-for-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client address the server saw (the `/x-forwarded-for-test` page).
         * @description For checking a proxy or server-side-rendering set-up: `client_ip` is the address every rate limit and the country block use (the socket address, or what a trusted proxy forwarded), with the country it maps to; `x_forwarded_for` and `x_forwarded_for_2` echo the headers as received (at most 1000 characters each), whether or not they were trusted.
         */
        get: operations["getForwardedAddressTest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's support conversations (`/customer-support`), latest activity first. */
        get: operations["listSupportConversations"];
        put?: never;
        /**
         * Open a conversation with its first message.
         * @description At most 3 open conversations per player (422 `support_conversation_limit`); messages at most 2000 characters; at most 10 messages a minute per player, first messages included (429 `rate_limited`). An agent answers from the sandbox's `/dev/support` page; the answer arrives as the realtime event `support_message`.
         */
        post: operations["openSupportConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/guest/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A guest (no account) opens a conversation with an e-mail address and a first message.
         * @description The answer carries `access_token`, the guest's only key to the conversation (43 random URL-safe characters; the server keeps its SHA-256 only): the client keeps it and sends it in the body of the guest calls below, never in a URL. At most 3 guest conversations per client IP per hour and 10 guest messages a minute per conversation, first messages included (429 `rate_limited`); e-mail at most 255 characters (422, key `max_length`, else `email_invalid`); messages at most 2000 characters. A guest who later signs up or signs in with the same e-mail keeps the conversation as a guest one (it does not move to the account). The e-mail that tells the guest of an answer is in the `X-localization` language of their latest message (English without a known one).
         */
        post: operations["openGuestSupportConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/guest/conversation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A guest reads their conversation (the agent's messages become read).
         * @description A read, sent as POST so that the access token travels in the body, not in a URL. An unknown token: 404 `not_found` (the same answer whatever the token, so tokens cannot be probed).
         */
        post: operations["getGuestSupportConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/guest/conversation/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A guest adds a message to their open conversation.
         * @description Unknown token: 404 `not_found`; a closed conversation: 422 `support_conversation_closed`; at most 2000 characters; at most 10 guest messages a minute per conversation (429 `rate_limited`).
         */
        post: operations["sendGuestSupportMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Agent messages the player has not read yet, over all conversations. */
        get: operations["getSupportUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One conversation with its messages, oldest first (the latest 200). */
        get: operations["getSupportConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a message to an open conversation.
         * @description A closed conversation: 422 `support_conversation_closed`. At most 2000 characters; at most 10 messages a minute per player (429 `rate_limited`).
         */
        post: operations["sendSupportMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark the agent's messages of a conversation read. */
        patch: operations["markSupportConversationRead"];
        trace?: never;
    };
    "/api/support/conversations/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Close a conversation (no more messages; it stops counting toward the open limit). */
        patch: operations["closeSupportConversation"];
        trace?: never;
    };
    "/api/bonuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's bonuses of one tab of the bonus dialog.
         * @description `available`: status `available` (may be claimed); `active`: `claimed` or `active` (being wagered); `history`: `completed`, `expired`, `busted`, `unclaimed`. Newest first. Names and descriptions are in the `X-localization` language (English where an offer has no translation), as in every answer holding a `Bonus`.
         */
        get: operations["listBonuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bonuses/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem a bonus code (the text-bonus-code cookie or typed by the player).
         * @description Adds the bonus to the Available tab (status `available`) and answers it. Unknown or expired code: 422 `errors.code` = [`bonus_code_invalid`]; already redeemed: [`bonus_already_claimed`].
         */
        post: operations["redeemBonusCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bonuses/deposit-offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bonus a deposit in one coin would activate now.
         * @description The player's `claimed` deposit or welcome offer that a confirmed deposit in `entity_wallet_code` would activate (its coin; a welcome offer only while the player has no confirmed deposit), as the deposit handler decides it (the same server function); `bonus` is null when the deposit would get no bonus. A deposit under the bonus's `min_deposit` does not activate it either. A coin the site does not have: 422. The bonus's `name` and `description` are in the `X-localization` language.
         */
        get: operations["getDepositOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bonuses/welcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's welcome offer and whether to present it.
         * @description Offers the welcome bonus first when the player may have it (rule B1). `bonus`: the player's welcome bonus while it is open (`available`, `claimed` or `active`), null when the welcome offer no longer applies (the player deposited, or it ended). `prompt`: true while the bonus is `available` and the player has not answered the after-sign-up invitation yet (`POST /api/bonuses/welcome/answer`). The bonus's `name` and `description` are in the `X-localization` language.
         */
        get: operations["getWelcomeOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bonuses/welcome/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records that the player answered the after-sign-up invitation (never presented again). */
        post: operations["answerWelcomeOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bonuses/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim an available bonus.
         * @description Cash and free-spin bonuses become `active` (or `claimed` for deposit offers until the qualifying deposit arrives). Only one bonus may be active at a time: 422 code `bonus_active_exists`; not available: 422 `bonus_not_available`.
         */
        post: operations["claimBonus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bonuses/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give up a claimed or active bonus (its remaining bonus money is forfeited).
         * @description Only bonuses with `can_cancel` true; others 422 `bonus_not_cancelable`. The bonus becomes `busted`.
         */
        post: operations["cancelBonus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cashback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's cashback for the current period and whether it can be claimed. */
        get: operations["getCashback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cashback/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit the claimable cashback to its wallet.
         * @description Nothing claimable: 422 code `cashback_not_available`.
         */
        post: operations["claimCashback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The VIP levels 0 to 5 and what each brings (`/vip-program`).
         * @description Level names are in the `X-localization` language; `benefits` are data the client writes in it.
         */
        get: operations["listVipLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/vip-system/star": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How stars are earned and how many each level needs. */
        get: operations["getVipStarSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/level-information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's VIP level and progress to the next.
         * @description `name` and `next_level_name` are in the `X-localization` language.
         */
        get: operations["getUserLevelInformation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/star-information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's stars. */
        get: operations["getUserStarInformation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/prizes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prizes the player won in challenges, tournaments and VIP level-ups (`/prizes`), newest first. */
        get: operations["listPrizes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/prizes/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a prize (cash to its wallet, free spins as a free-spins bonus).
         * @description Only `claim_status` 0 before `expires_at`; otherwise 422 `prize_not_claimable`. A cash prize is credited to its wallet as real money; a `free_spin` prize becomes an `available` `free_spins_offer` bonus (`update_available_bonus`), played when the player claims it.
         */
        post: operations["claimPrize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/gaming-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's bets, wins and rollbacks (`/gaming-history`), newest first.
         * @description Filters combine with AND; array filters in bracket form. `from` and `to` cover whole UTC days; `from` after `to`: 422 `date_range_invalid`.
         */
        get: operations["listGamingHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/gaming-history/rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's rounds, each with its bets, wins and rollbacks (`/gaming-history`), newest first.
         * @description The same game transactions as `GET /api/user/gaming-history`, grouped by the round (bet) they belong to: one entry per round with its game, stake, payout, multiplier, result and time, and its transactions oldest first. A round's `id` is its bet id (`?bet=`, `GET /api/bets/{id}` once settled). Filters as for the transaction list, on the round's start; `from` after `to`: 422 `date_range_invalid`. Fun play is never recorded, so `mode=fun` is empty.
         */
        get: operations["listGamingRounds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/play/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchanges a launch token for a game session (the game page's first call).
         * @description The game page served at the launch URL (`/play/{engine}?token=...`) sends the launch token it was opened with and receives a session token, valid 60 minutes, which every later call of the page and of the seamless wallet carries in `X-Game-Session`. Opening the same launch again (a page reload) returns the same session. An unknown or expired launch: 401 `launch_invalid`. A fun session starts with 1000 FUN of play money, never on the ledger.
         */
        post: operations["openPlaySession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/play/slot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The slot session's state, pay table and bet levels.
         * @description Bet levels are the steps of the bet ladder within the game's `min_bet`/`max_bet` (USD), converted to the session's coin (play money counts in USD). `free_spins` is the feature in progress, if any. A session of another engine: 404.
         */
        get: operations["getPlaySlot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/play/slot/spin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One spin, decided by the server.
         * @description A paid spin at `bet` (one of the bet levels, in USD), or, while free spins are in progress, the next free spin (`bet` is ignored; the feature's stake is used, wins are multiplied). At most 600 plays a session a minute (429 `rate_limited`). The stake and the win move through the seamless wallet (a real session through the bet pipeline: ledger, gaming history, `wallet_balance`). 422 `bet_out_of_range`, `insufficient_balance`.
         */
        post: operations["spinPlaySlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/play/roulette": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The roulette table's current round, as every player of the table sees it.
         * @description Rounds are shared by every player of the table: a betting window (the game's `round_seconds`, 15 s for RNG tables, 5 to 60 s), then "no more bets" while the wheel spins (6 s; the pocket is drawn when betting closes and shown once the spin ends), then the round settles and the next one opens. `history` lists the last 12 results. A session of another engine: 404.
         */
        get: operations["getPlayRoulette"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/play/roulette/bets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Places bets on the round taking bets.
         * @description Up to 20 spots a placement; each spot's stake (in the session's currency) within the table's limits in USD (422 `bet_out_of_range`); inside bets must be on the layout. The total is one wallet bet; the round's result pays each spot stake × 36 / numbers covered (French table: even-money bets return half on zero). Betting closed: 422 `betting_closed`.
         */
        post: operations["placePlayRouletteBets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet-api/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The session's balance. */
        post: operations["seamlessBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet-api/bet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Takes a stake, keyed by the provider's transaction id.
         * @description Idempotent by `transaction_id`: a retry (even concurrent) returns the first result with `duplicate: true` and never charges twice. A bet whose id was rolled back before (even when the bet was unknown then): 422 `bet_refused`. Balance too low: 422 `insufficient_balance`.
         */
        post: operations["seamlessBet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet-api/win": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pays a bet's win (0 for a loss) and closes its round.
         * @description Idempotent by `transaction_id`. `finished: false` keeps the round open (free spins still to pay). An unknown or rolled-back bet: 422 `bet_refused`; a closed round: 422 `round_closed`.
         */
        post: operations["seamlessWin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet-api/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refunds a bet of an open round.
         * @description Idempotent by `transaction_id`. A rollback of an unknown bet is recorded (balance unchanged) and a later bet with `bet_transaction_id` is refused. A bet already paid: 422 `round_closed`.
         */
        post: operations["seamlessRollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's inbox (`/inboxes`), newest first.
         * @description The client reads `data.data` (the list) and `data.total`; the unread count is `inbox_count` of `GET /api/settings/general`.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark every notification read. */
        patch: operations["markAllNotificationsRead"];
        trace?: never;
    };
    "/api/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One notification (the detail dialog), without marking it read. */
        get: operations["getNotification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark one notification read (when its detail dialog opens). */
        patch: operations["markNotificationRead"];
        trace?: never;
    };
    "/api/site-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Branding and per-site settings for a hostname.
         * @description `hostname` defaults to the `X-Domain` header; an unknown hostname gets the default site's settings (never 404), so the frame can always render.
         */
        get: operations["getSiteSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/redirect-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-driven redirects by path (navigation rule 6).
         * @description The client checks each navigation's path against `path` (exact match, no trailing slash, query ignored): `internal` rules replace the route with `target` (a path), `external` rules load `target` (an absolute URL) in the whole window.
         */
        get: operations["listRedirectRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/page-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The links and sections configured for the lobby's slots (menus, navs, footers).
         * @description Items of the requested slots (all slots when `slots[]` is absent), ordered by slot then `position`. Items with `visibility` are shown only in that login state. Titles are in the `X-localization` language (English where an item has no translation; brand names stay as they are).
         */
        get: operations["listPageSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fair/seeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's active seed pair (server seed hidden, its SHA-256 shown).
         * @description Created on first use: a random 64-hex server seed, a random client seed and nonce 0. The nonce counts the player's original bets with this pair (the next bet uses `nonce`).
         */
        get: operations["getFairSeeds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fair/seeds/client-seed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the client seed (closes the active pair, starts a new one).
         * @description A client seed change closes the active pair exactly as a rotation does: its server seed is revealed (the pair is listed among the revealed pairs, its bets become verifiable) and a new pair starts with a new server seed, the given client seed and nonce 0. A bet's seeds never change after it is played. See `FairClientSeed` for what a client seed may be. Refused while a mines round is in play (422 `mines_round_active`). Answers the new active pair.
         */
        put: operations["setFairClientSeed"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fair/seeds/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reveal the active server seed and start a new pair.
         * @description The old pair's server seed is revealed (its bets become verifiable and `GET /api/originals/bets/{id}` shows it); the new pair starts at nonce 0 with a new server seed and the given client seed (or a random one). Refused while a mines round is in play (422 `mines_round_active`).
         */
        post: operations["rotateFairSeeds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fair/seeds/revealed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's past seed pairs, revealed by rotation (newest first, paginated).
         * @description Every pair the player rotated away, with its server seed, hash, client seed, the number of bets played with it (`nonce`), when it started and when it was revealed. The active pair is never listed (its server seed stays secret).
         */
        get: operations["listFairRevealedSeeds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fair/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recompute an original's outcome from seeds, nonce and parameters.
         * @description The very code the server plays with (`@casino/fair`). Scheme: HMAC-SHA256 keyed by the server seed over `clientSeed:nonce:round`, 4 bytes a float; see docs/provably-fair.md. `formula_version` (default: the current one) names the outcome formulas the bet was played with (`FairFormulaVersion`; every bet shows its own in `fairness`). The answer names the paid cell of the payout table for plinko and keno (`paid_cell`).
         */
        post: operations["verifyFairBet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fair/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payout tables of plinko and keno, each with its return to player (public).
         * @description The very tables the games pay with (`@casino/fair`): plinko by risk and rows (a multiplier per bucket, 0 = all left), keno by number of picks (a multiplier per number of hits). `rtp` is each table's expected return under the game's odds (plinko: binomial `C(rows, k) / 2^rows`; keno: hypergeometric `C(10, h) C(30, picks - h) / C(40, picks)`).
         */
        get: operations["getFairTables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/originals/dice/bet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Roll the dice.
         * @description Roll = `floor(float * 10001) / 100` (0.00 to 100.00). `under` wins when roll < target, `over` when roll > target; target 2.00 to 98.00. Multiplier `99 / chance` truncated to 4 decimals (chance = target or 100 - target, in %): house edge 1%. Amount checks as for every original (see `OriginalsAmount`).
         */
        post: operations["placeDiceBet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/originals/limbo/bet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Play limbo.
         * @description Result = `max(1, floor(99 / (1 - float)) / 100)` (exactly: `max(100, floor(99 * 2^32 / (2^32 - u))) / 100` with `u` the float's 32-bit integer), so P(result >= m) = 0.99 / m: house edge 1%. Wins `target` (1.01 to 1,000,000) when result >= target.
         */
        post: operations["placeLimboBet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/originals/plinko/bet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Drop a plinko ball.
         * @description One float a row; right when `floor(float * 2) == 1`; the bucket is the number of rights and pays the published table (see `OriginalsPlinkoBetRequest`), each returning 0.99.
         */
        post: operations["placePlinkoBet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/originals/keno/bet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Play keno (1 to 10 picks from 1 to 40, 10 drawn).
         * @description The draw is the first 10 of a Fisher-Yates draw over 1..40 (float i picks `floor(float * (40 - i))` among the numbers left). Pays the published table by picks and hits (see `OriginalsKenoBetRequest`), each row returning 0.99.
         */
        post: operations["placeKenoBet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/originals/mines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's mines round in play (null when none), e.g. after a reconnect. */
        get: operations["getMinesRound"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/originals/mines/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a mines round (the stake is taken now).
         * @description 25 tiles (0 to 24, row by row), 1 to 24 mines: the first `mines` tiles of a Fisher-Yates draw over the 25 tiles. One round in play per player (422 `mines_round_active`). After `k` safe tiles the multiplier is `0.99 * C(25, k) / C(25 - mines, k)` truncated to 4 decimals (house edge 1%).
         */
        post: operations["startMinesRound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/originals/mines/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reveal a tile of the round in play.
         * @description A mine ends the round lost (payout 0, mines shown); the last safe tile cashes out by itself. No round: 422 `mines_round_missing`; a tile already revealed: 422 `tile_invalid`.
         */
        post: operations["revealMinesTile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/originals/mines/cashout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cash out the round in play at its current multiplier.
         * @description At least one safe tile revealed (422 `tile_invalid` before that).
         */
        post: operations["cashOutMinesRound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/originals/bets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One settled original bet (public, shareable).
         * @description Who (public name only, `Hidden` for players who hide it), game, amount, multiplier, payout, parameters and outcome, the seed pair's hash, client seed and nonce, and the server seed once the pair was rotated (null before).
         */
        get: operations["getOriginalsBet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A client seed: 1 to 64 characters counted in Unicode code points (an emoji is one), hashed as UTF-8. Letters, marks, digits, punctuation, symbols and spaces of any script (and the zero-width joiner and non-joiner of emoji sequences and scripts); no control, format, line-separator, private-use, unassigned or lone-surrogate characters. */
        FairClientSeed: string;
        /**
         * @description The outcome formulas a bet was played with. 2 (current): the published scheme's limbo, `floor(1e8 / (float * 1e8) * 0.99 * 100) / 100` computed in IEEE doubles in that order, at least 1. 1 (bets before it): limbo `max(1, floor(99 / (1 - float)) / 100)`. Dice, mines, plinko and keno are the same in both.
         * @enum {integer}
         */
        FairFormulaVersion: 1 | 2;
        /** @description The cell of a payout table a bet was paid by (plinko and keno). */
        FairPaidCell: components["schemas"]["FairPlinkoCell"] | components["schemas"]["FairKenoCell"];
        FairPlinkoCell: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            table: "plinko";
            risk: components["schemas"]["PlinkoRisk"];
            rows: number;
            /** @description 0 = all left. */
            bucket: number;
        };
        FairKenoCell: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            table: "keno";
            /** @description How many numbers picked. */
            picks: number;
            /** @description How many of them drawn. */
            hits: number;
        };
        /** @enum {string} */
        PlinkoRisk: "low" | "medium" | "high";
        FairPlinkoTable: {
            risk: components["schemas"]["PlinkoRisk"];
            rows: number;
            /** @description By bucket, 0 (all left) to `rows` (all right); 2 decimals. */
            multipliers: components["schemas"]["DecimalString"][];
            /** @description Expected return to player, rounded half up to 6 decimals (0.99 = 99%). */
            rtp: components["schemas"]["DecimalString"];
        };
        FairKenoTable: {
            picks: number;
            /** @description By number of hits, 0 to `picks`; 2 decimals. */
            multipliers: components["schemas"]["DecimalString"][];
            /** @description Expected return to player, rounded half up to 6 decimals (0.99 = 99%). */
            rtp: components["schemas"]["DecimalString"];
        };
        FairTables: {
            /** @description Every risk (low, medium, high) by rows 8 to 16. */
            plinko: components["schemas"]["FairPlinkoTable"][];
            /** @description 1 to 10 picks. */
            keno: components["schemas"]["FairKenoTable"][];
        };
        FairTablesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["FairTables"];
            message: string;
        };
        /** @description The active pair; the server seed itself stays secret until rotated. */
        FairSeedPair: {
            server_seed_hash: string;
            client_seed: string;
            nonce: number;
            /** Format: date-time */
            created_at: string;
        };
        FairRevealedSeedPair: {
            server_seed: string;
            server_seed_hash: string;
            client_seed: string;
            /** @description Bets played with the pair. */
            nonce: number;
        };
        /** @description A pair rotated away, its server seed revealed. */
        FairPastSeedPair: {
            server_seed: string;
            server_seed_hash: string;
            client_seed: string;
            /** @description Bets played with the pair. */
            nonce: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            revealed_at: string;
        };
        FairRevealedSeedsPage: {
            data: components["schemas"]["FairPastSeedPair"][];
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        FairRevealedSeedsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["FairRevealedSeedsPage"];
            message: string;
        };
        FairClientSeedRequest: {
            client_seed: components["schemas"]["FairClientSeed"];
        };
        FairRotateRequest: {
            client_seed?: components["schemas"]["FairClientSeed"];
        };
        FairSeedsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["FairSeedPair"];
            message: string;
        };
        FairRotateResponse: {
            /** @constant */
            success: true;
            data: {
                revealed: components["schemas"]["FairRevealedSeedPair"];
                active: components["schemas"]["FairSeedPair"];
            };
            message: string;
        };
        /**
         * @description The provably fair originals (their catalogue slugs).
         * @enum {string}
         */
        OriginalsGame: "dice" | "limbo" | "mines" | "plinko" | "keno";
        /** @description A bet's parameters: dice `target` and `condition`; limbo `target`; plinko `rows` and `risk`; keno `picks`; mines `mines` (and `revealed` tiles, in order). */
        OriginalsParams: {
            target?: number;
            /** @enum {string} */
            condition?: "over" | "under";
            rows?: number;
            /** @enum {string} */
            risk?: "low" | "medium" | "high";
            picks?: number[];
            mines?: number;
            revealed?: number[];
        };
        /** @description What the seeds decided: dice `roll`; limbo `result`; plinko `path` (0 left, 1 right) and `bucket`; keno `drawn` and `hits`; mines `mine_positions`. */
        OriginalsOutcome: {
            roll?: number;
            /** @description Limbo's result; null when infinite (float = 0: every target wins). */
            result?: number | null;
            path?: number[];
            bucket?: number;
            drawn?: number[];
            hits?: number[];
            mine_positions?: number[];
            payout_multiplier?: components["schemas"]["DecimalString"];
        };
        FairVerifyRequest: {
            game: components["schemas"]["OriginalsGame"];
            server_seed: string;
            client_seed: components["schemas"]["FairClientSeed"];
            nonce: number;
            params: components["schemas"]["OriginalsParams"];
            /** @default 2 */
            formula_version: components["schemas"]["FairFormulaVersion"];
        };
        FairVerifyResponse: {
            /** @constant */
            success: true;
            data: {
                game: components["schemas"]["OriginalsGame"];
                server_seed_hash: string;
                formula_version: components["schemas"]["FairFormulaVersion"];
                outcome: components["schemas"]["OriginalsOutcome"];
                /** @description The paid cell of plinko's or keno's table; null for the other games. */
                paid_cell: components["schemas"]["FairPaidCell"] | null;
            };
            message: string;
        };
        /** @description The stake in `entity_wallet_code`: at most the coin's decimals (`amount_invalid`), at least the coin's smallest unit and 0.01 USD (`amount_below_minimum`), at most 5,000 USD (`amount_above_maximum`), within the balance (`insufficient_balance`). At most 600 bets a minute per player (429 `rate_limited`). */
        OriginalsAmount: components["schemas"]["DecimalString"];
        OriginalsDiceBetRequest: {
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            amount: components["schemas"]["OriginalsAmount"];
            /** @description 2 decimals at most. */
            target: number;
            /** @enum {string} */
            condition: "over" | "under";
        };
        OriginalsLimboBetRequest: {
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            amount: components["schemas"]["OriginalsAmount"];
            /** @description 2 decimals at most. */
            target: number;
        };
        /** @description Payout tables (house edge 1%, each returns exactly 0.99), multipliers by bucket 0..rows: low 8: 3.48 2 1.23 0.85 0.72 0.85 1.23 2 3.48; low 9: 3.63 2.19 1.41 0.98 0.77 0.77 0.98 1.41 2.19 3.63; low 10: 3.72 2.34 1.56 1.11 0.86 0.76 0.86 1.11 1.56 2.34 3.72; low 11: 3.85 2.51 1.72 1.24 0.95 0.8 0.8 0.95 1.24 1.72 2.51 3.85; low 12: 3.95 2.65 1.85 1.36 1.05 0.86 0.8 0.86 1.05 1.36 1.85 2.65 3.95; low 13: 3.98 2.74 1.98 1.49 1.15 0.95 0.81 0.81 0.95 1.15 1.49 1.98 2.74 3.98; low 14: 4.04 2.88 2.1 1.59 1.25 1.02 0.87 0.81 0.87 1.02 1.25 1.59 2.1 2.88 4.04; low 15: 4.03 2.96 2.2 1.72 1.34 1.11 0.93 0.83 0.83 0.93 1.11 1.34 1.72 2.2 2.96 4.03; low 16: 4.12 3.04 2.35 1.8 1.46 1.18 0.99 0.87 0.84 0.87 0.99 1.18 1.46 1.8 2.35 3.04 4.12; medium 8: 13.61 3.84 1.32 0.58 0.37 0.58 1.32 3.84 13.61; medium 9: 15.09 4.89 1.84 0.82 0.47 0.47 0.82 1.84 4.89 15.09; medium 10: 16.57 5.93 2.41 1.12 0.62 0.46 0.62 1.12 2.41 5.93 16.57; medium 11: 17.71 6.97 3 1.46 0.8 0.54 0.54 0.8 1.46 3 6.97 17.71; medium 12: 18.84 8 3.65 1.83 1.02 0.65 0.54 0.65 1.02 1.83 3.65 8 18.84; medium 13: 19.84 8.94 4.3 2.23 1.27 0.81 0.58 0.58 0.81 1.27 2.23 4.3 8.94 19.84; medium 14: 20.72 9.86 4.97 2.66 1.55 0.97 0.68 0.58 0.68 0.97 1.55 2.66 4.97 9.86 20.72; medium 15: 21.38 10.65 5.61 3.1 1.83 1.16 0.8 0.63 0.63 0.8 1.16 1.83 3.1 5.61 10.65 21.38; medium 16: 22.22 11.54 6.25 3.57 2.16 1.38 0.94 0.7 0.62 0.7 0.94 1.38 2.16 3.57 6.25 11.54 22.22; high 8: 46.34 5.27 0.84 0.2 0.1 0.2 0.84 5.27 46.34; high 9: 61.59 8.77 1.62 0.41 0.16 0.16 0.41 1.62 8.77 61.59; high 10: 77.91 13.35 2.83 0.75 0.27 0.17 0.27 0.75 2.83 13.35 77.91; high 11: 94.27 18.83 4.45 1.27 0.46 0.23 0.23 0.46 1.27 4.45 18.83 94.27; high 12: 110.62 25.12 6.57 2 0.74 0.34 0.23 0.34 0.74 2 6.57 25.12 110.62; high 13: 126.05 31.92 9.1 2.97 1.12 0.51 0.29 0.29 0.51 1.12 2.97 9.1 31.92 126.05; high 14: 141.2 39.27 12.08 4.17 1.64 0.73 0.4 0.29 0.4 0.73 1.64 4.17 12.08 39.27 141.2; high 15: 154.82 46.73 15.42 5.6 2.26 1.03 0.54 0.36 0.36 0.54 1.03 2.26 5.6 15.42 46.73 154.82; high 16: 168.2 54.62 19.17 7.31 3.06 1.41 0.74 0.44 0.36 0.44 0.74 1.41 3.06 7.31 19.17 54.62 168.2; */
        OriginalsPlinkoBetRequest: {
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            amount: components["schemas"]["OriginalsAmount"];
            rows: number;
            /** @enum {string} */
            risk: "low" | "medium" | "high";
        };
        /** @description Payout table (house edge 1%, each row returns 0.99 to within 0.00001), multipliers by hits 0..picks: 1 picks: 0 3.96; 2 picks: 0 1.74 5.56; 3 picks: 0 0 5.64 18.06; 4 picks: 0 0 2.72 8.71 27.98; 5 picks: 0 0 0 8.69 27.83 89.21; 6 picks: 0 0 0 0 32.28 103.41 330.66; 7 picks: 0 0 0 0 0 140.88 450.91 1442.71; 8 picks: 0 0 0 0 0 56.23 180.07 575.91 1842.89; 9 picks: 0 0 0 0 0 0 261.85 838.03 2681.63 8581.47; 10 picks: 0 0 0 0 0 0 111.52 356.97 1142.11 3654.88 11695.47; */
        OriginalsKenoBetRequest: {
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            amount: components["schemas"]["OriginalsAmount"];
            picks: number[];
        };
        OriginalsMinesStartRequest: {
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            amount: components["schemas"]["OriginalsAmount"];
            mines: number;
        };
        OriginalsMinesRevealRequest: {
            tile: number;
        };
        /** @description The inputs a bet was played with, recorded with the bet (never rewritten): the hash of its pair's server seed, its client seed, nonce and outcome formula version; `server_seed` null until the pair is revealed (rotation or a client seed change). */
        OriginalsFairness: {
            server_seed_hash: string;
            server_seed: string | null;
            client_seed: string;
            nonce: number;
            formula_version: components["schemas"]["FairFormulaVersion"];
        };
        /** @description What an original bet was played with and what the seeds decided, by game: the parameters and the outcome with the multiplier it paid. */
        OriginalsPlay: components["schemas"]["OriginalsDicePlay"] | components["schemas"]["OriginalsLimboPlay"] | components["schemas"]["OriginalsMinesPlay"] | components["schemas"]["OriginalsPlinkoPlay"] | components["schemas"]["OriginalsKenoPlay"];
        OriginalsDicePlay: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "dice";
            params: {
                target: number;
                /** @enum {string} */
                condition: "over" | "under";
            };
            outcome: {
                roll: number;
                payout_multiplier: components["schemas"]["DecimalString"];
            };
        };
        OriginalsLimboPlay: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "limbo";
            params: {
                target: number;
            };
            outcome: {
                /** @description 2 decimals; null when infinite (float = 0: every target wins). */
                result: number | null;
                payout_multiplier: components["schemas"]["DecimalString"];
            };
        };
        OriginalsMinesPlay: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "mines";
            params: {
                mines: number;
                /** @description The tiles revealed, in order (the last one a mine on a loss). */
                revealed: number[];
            };
            outcome: {
                mine_positions: number[];
                payout_multiplier: components["schemas"]["DecimalString"];
            };
        };
        OriginalsPlinkoPlay: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "plinko";
            params: {
                rows: number;
                risk: components["schemas"]["PlinkoRisk"];
            };
            outcome: {
                path: number[];
                bucket: number;
                payout_multiplier: components["schemas"]["DecimalString"];
            };
        };
        OriginalsKenoPlay: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "keno";
            params: {
                picks: number[];
            };
            outcome: {
                drawn: number[];
                hits: number[];
                payout_multiplier: components["schemas"]["DecimalString"];
            };
        };
        /** @description A settled original bet. `multiplier` = payout / amount ("0" for a loss). `original` is `params` and `outcome` discriminated by game (the same as `GET /api/bets/{id}` shows). `username` is the player's public name (masked, or `Hidden`), since anyone may read a bet by id. */
        OriginalsBet: {
            id: number;
            game: components["schemas"]["GameSummary"];
            username: string;
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            amount: components["schemas"]["DecimalString"];
            payout: components["schemas"]["DecimalString"];
            multiplier: components["schemas"]["DecimalString"];
            win: boolean;
            params: components["schemas"]["OriginalsParams"];
            outcome: components["schemas"]["OriginalsOutcome"];
            original: components["schemas"]["OriginalsPlay"];
            fairness: components["schemas"]["OriginalsFairness"];
            /** Format: date-time */
            created_at: string;
        };
        OriginalsBetResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["OriginalsBet"];
            message: string;
        };
        /** @description A mines round. `multiplier` is the cash-out value now, `next_multiplier` after one more safe tile; `mine_positions` only once the round ended (null in play). */
        OriginalsMinesRound: {
            /** @description The bet id (`GET /api/originals/bets/{id}` once ended). */
            id: number;
            /** @enum {string} */
            status: "active" | "cashed_out" | "lost";
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            amount: components["schemas"]["DecimalString"];
            mines: number;
            revealed: number[];
            multiplier: components["schemas"]["DecimalString"];
            next_multiplier: components["schemas"]["DecimalString"] | null;
            payout: components["schemas"]["DecimalString"];
            mine_positions: number[] | null;
            fairness: components["schemas"]["OriginalsFairness"];
        };
        OriginalsMinesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["OriginalsMinesRound"] | null;
            message: string;
        };
        /**
         * @description Every failure. `message` is human text in the request's language (shown in the error
         *     toast); `code` and each value of `errors` are message keys the client translates.
         *     Field-validation keys: required, email_invalid, username_invalid, email_username_invalid,
         *     password_wrong_format, password_not_match, phone_wrong_format, zipcode_wrong_format,
         *     min_length, max_length, between, numeric, validation_message.pw_length,
         *     validation_message.numeric, validation_message.lowercase, validation_message.uppercase,
         *     validation_message.special_character.
         *     Contract keys: bad_request, unauthenticated, token_expired, forbidden, not_found,
         *     rate_limited, invalid_value, invalid_date, date_range_invalid, invalid_credentials,
         *     account_disabled, country_blocked, email_not_verified, email_already_verified,
         *     verification_link_invalid, username_taken, email_taken, phone_taken,
         *     current_password_wrong, social_token_invalid, telegram_data_invalid,
         *     telegram_data_expired, two_factor_invalid, two_factor_not_enabled,
         *     two_factor_already_enabled, otp_invalid, otp_expired, phone_missing, channel_forbidden,
         *     insufficient_balance, amount_invalid, amount_below_minimum, amount_above_maximum,
         *     address_invalid, memo_required, memo_invalid, network_unsupported, wallet_not_found,
         *     deposit_disabled, withdrawal_disabled, withdrawal_not_cancelable, game_location_blocked,
         *     game_hidden_when_bonus, game_inactive, demo_unavailable, bonus_not_available,
         *     bonus_code_invalid, bonus_already_claimed, bonus_not_cancelable, bonus_active_exists,
         *     cashback_not_available, prize_not_claimable, bet_refused, round_closed,
         *     mines_round_active, mines_round_missing, tile_invalid, launch_invalid, session_expired,
         *     bet_out_of_range, betting_closed, provider_key_invalid, bonus_max_bet_exceeded,
         *     consent_required.
         */
        ErrorBody: {
            /** @constant */
            success: false;
            message: string;
            code?: components["schemas"]["MessageKey"];
            /** @description Field name (dotted for nested fields) -> message keys, first is shown. */
            errors?: {
                [key: string]: components["schemas"]["MessageKey"][];
            };
            details?: components["schemas"]["GamingRefusal"];
        };
        /**
         * @description A message key the client translates (listed in `ErrorBody`).
         * @enum {string}
         */
        MessageKey: "required" | "email_invalid" | "username_invalid" | "email_username_invalid" | "password_wrong_format" | "password_not_match" | "phone_wrong_format" | "zipcode_wrong_format" | "min_length" | "max_length" | "between" | "numeric" | "validation_message.pw_length" | "validation_message.numeric" | "validation_message.lowercase" | "validation_message.uppercase" | "validation_message.special_character" | "bad_request" | "unauthenticated" | "token_expired" | "forbidden" | "not_found" | "rate_limited" | "invalid_value" | "invalid_date" | "date_range_invalid" | "invalid_credentials" | "account_disabled" | "country_blocked" | "email_not_verified" | "email_already_verified" | "verification_link_invalid" | "username_taken" | "email_taken" | "phone_taken" | "current_password_wrong" | "social_token_invalid" | "telegram_data_invalid" | "telegram_data_expired" | "two_factor_invalid" | "two_factor_not_enabled" | "two_factor_already_enabled" | "otp_invalid" | "otp_expired" | "phone_missing" | "channel_forbidden" | "insufficient_balance" | "amount_invalid" | "amount_below_minimum" | "amount_above_maximum" | "address_invalid" | "memo_required" | "memo_invalid" | "network_unsupported" | "wallet_not_found" | "deposit_disabled" | "withdrawal_disabled" | "withdrawal_not_cancelable" | "game_location_blocked" | "game_hidden_when_bonus" | "game_inactive" | "demo_unavailable" | "bonus_not_available" | "bonus_code_invalid" | "bonus_already_claimed" | "bonus_not_cancelable" | "bonus_active_exists" | "cashback_not_available" | "prize_not_claimable" | "bet_refused" | "round_closed" | "mines_round_active" | "mines_round_missing" | "tile_invalid" | "launch_invalid" | "session_expired" | "bet_out_of_range" | "betting_closed" | "provider_key_invalid" | "deposit_limit_exceeded" | "loss_limit_exceeded" | "wager_limit_exceeded" | "cooling_off" | "self_excluded" | "bonus_max_bet_exceeded" | "support_conversation_limit" | "support_conversation_closed" | "consent_required";
        /**
         * @description A non-negative decimal number as a string (no exponent), e.g. `"0.00012345"`.
         * @example 0.00012345
         * @example 12.50
         */
        DecimalString: string;
        /**
         * @description Interface language.
         * @enum {string}
         */
        Locale: "en" | "de" | "ja" | "fr" | "nl" | "pt" | "tr" | "es" | "ru";
        /** @description ISO 3166-1 alpha-2 country code, upper case. */
        CountryCode: string;
        /** @description A numeric id or a slug (lower-case words joined by hyphens). */
        IdOrSlug: string;
        /** @description 8 to 32 characters with at least one digit, one lowercase letter, one uppercase letter and one special character from ASCII punctuation (!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~); only digits, letters and those characters. Failing keys: validation_message.pw_length, validation_message.numeric, validation_message.lowercase, validation_message.uppercase, validation_message.special_character, password_wrong_format (characters outside the set). */
        Password: string;
        /** @description 3 to 20 lowercase letters, digits, underscores and dots (key `username_invalid`). */
        Username: string;
        /**
         * Format: email
         * @description An e-mail address (key `email_invalid`), at most 255 characters: a dot-atom local part, `@`, dotted labels of at most 63 characters and a top-level part of 2 to 63 letters (the same pattern as the client's form).
         */
        Email: string;
        /** @description A 6-digit TOTP code. */
        TwoFactorCode: string;
        /** @description A one-time recovery code, two groups of 10 letters or digits joined by a hyphen. */
        RecoveryCode: string;
        /**
         * @description VIP level: 0 no level, 1 Pixel Pioneer, 2 Byte Bandit, 3 Token Tosser, 4 Chain Commander, 5 Punk Overlord.
         * @enum {integer}
         */
        VipLevel: 0 | 1 | 2 | 3 | 4 | 5;
        /**
         * @description How the account signs in.
         * @enum {string}
         */
        LoginMethod: "facebook" | "google" | "telegram" | "email";
        /**
         * @description A social sign-in provider.
         * @enum {string}
         */
        SocialProvider: "google" | "facebook";
        /** @description The signed-in player. `two_factor_enabled` is true once a TOTP secret exists (set-up started); `two_factor_confirmed_at` is set once confirmed (only then does sign-in ask for a code). The secret itself never leaves the server after `POST /api/user/two-factor-authentication`. `email` is null for messaging-app accounts that never gave one. `is_completed` is false while the details `/complete-information` asks for (e-mail, first and last name, date of birth, country) are missing. */
        User: {
            id: number;
            username: string;
            /** Format: email */
            email: string | null;
            /** Format: date-time */
            email_verified_at: string | null;
            lang: components["schemas"]["Locale"];
            /** Format: uri */
            avatar: string | null;
            login_method: components["schemas"]["LoginMethod"];
            two_factor_enabled: boolean;
            /** Format: date-time */
            two_factor_confirmed_at: string | null;
            vip_level: components["schemas"]["VipLevel"];
            referral_code: string;
            is_completed: boolean;
            /** Format: date-time */
            created_at: string;
            player_information: components["schemas"]["PlayerInformation"];
            /** @description Public places (bet feeds, the wins ticker, highest wins, leaderboards, public bet pages) show `Hidden` instead of the player's masked name. */
            hide_name: boolean;
            /** @description True until the player has confirmed being of legal age and accepted the terms (at sign-up, or with `POST /api/user/consent`); while it is, the operations marked `x-requires-consent` answer 403 `consent_required` and the client shows its consent dialog. */
            consent_required: boolean;
        };
        /** @description Personal details. `wallet_currency` is the entity wallet code of the selected wallet. `phone_code` is the international dialling prefix (`+49`), `phone` the national digits. */
        PlayerInformation: {
            /** @example USDT */
            wallet_currency: string;
            first_name: string | null;
            last_name: string | null;
            /** Format: date */
            date_of_birth: string | null;
            /** @enum {string|null} */
            gender: "male" | "female" | "other" | null;
            country_code: string | null;
            state_id: number | null;
            city_id: number | null;
            address: string | null;
            zipcode: string | null;
            phone_code: string | null;
            phone: string | null;
            /** Format: date-time */
            phone_verified_at: string | null;
        };
        Country: {
            code: components["schemas"]["CountryCode"];
            name: string;
            /** @description Dialling prefix with plus, e.g. `+49`. */
            phone_code: string;
        };
        State: {
            id: number;
            name: string;
            country_code: components["schemas"]["CountryCode"];
        };
        City: {
            id: number;
            name: string;
            state_id: number;
        };
        /** @description `token` set: signed in. `token` null and `two_factor` true: send `auth_id` with a code to `POST /api/two-factor-challenge`. `token` null and `email_verified_at` null (two_factor false): the e-mail must be verified first (unverified-email dialog). */
        LoginResult: {
            token: string | null;
            two_factor: boolean;
            auth_id: string | null;
            /** Format: email */
            email: string;
            /** Format: date-time */
            email_verified_at: string | null;
        };
        /** @description A social sign-in that found or created the account: as `LoginResult`, plus `expires_in` (token lifetime in seconds, null when `token` is null) and `need_email: false`. */
        SocialLoginResult: {
            token: string | null;
            two_factor: boolean;
            auth_id: string | null;
            /** Format: email */
            email: string;
            /** Format: date-time */
            email_verified_at: string | null;
            expires_in: number | null;
            /** @constant */
            need_email: false;
        };
        /** @description The provider gave no usable e-mail: the client goes to `/login/update-email` with these values and calls `PATCH /api/social/email/update`. `email` is what the provider gave (null if nothing; otherwise an address already used by another account). */
        SocialLoginNeedEmail: {
            token: null;
            /** @constant */
            need_email: true;
            provider_name: components["schemas"]["SocialProvider"];
            access_token: string;
            email: string | null;
        };
        /** @description `token` is set (and `email_verification_required` false) when the site does not require e-mail verification; otherwise null until the e-mail is verified. */
        RegisterResult: {
            token: string | null;
            /** Format: email */
            email: string;
            /** Format: date-time */
            email_verified_at: string | null;
            email_verification_required: boolean;
        };
        /** @description `token` and `expires_in` are null when `two_factor` is true (finish with `auth_id` at `POST /api/two-factor-challenge`). */
        TelegramLoginResult: {
            token: string | null;
            /** @description Token lifetime in seconds. */
            expires_in: number | null;
            is_new_user: boolean;
            two_factor: boolean;
            auth_id: string | null;
        };
        TokenResult: {
            token: string;
        };
        EmailVerification: {
            /** Format: email */
            email: string;
            /** Format: date-time */
            email_verified_at: string;
        };
        /** @description When the next mail or SMS may be requested. */
        ResendCooldown: {
            /** Format: date-time */
            resend_available_at: string;
        };
        TwoFactorSecret: {
            /** @description Base32 TOTP secret. */
            secret: string;
            /** @description `otpauth://totp/<issuer>:<account>?secret=...&issuer=...` for the QR code. */
            otpauth_url: string;
        };
        RecoveryCodes: {
            recovery_codes: components["schemas"]["RecoveryCode"][];
        };
        UnusedRecoveryCodes: {
            remaining: number;
        };
        /** @description A verification code was sent to this number. */
        PhoneOtpPending: {
            phone_code: string;
            phone: string;
            /** Format: date-time */
            expires_at: string;
            /** Format: date-time */
            resend_available_at: string;
        };
        PhoneVerification: {
            phone_code: string;
            phone: string;
            /** Format: date-time */
            phone_verified_at: string;
        };
        /** @description `friends_invited`: accounts signed up with the player's code; `friend_qualified`: those who reached the qualifying real-money wager (docs/vip.md); `rewards_earned`: total paid to the player, in `rewards_currency`. */
        ReferralInfo: {
            referral_code: string;
            /** Format: uri */
            referral_link: string;
            friends_invited: number;
            friend_qualified: number;
            rewards_earned: components["schemas"]["DecimalString"];
            rewards_currency: components["schemas"]["FiatCurrency"];
        };
        /**
         * @description Fiat display currencies.
         * @enum {string}
         */
        FiatCurrency: "EUR" | "USD";
        LoginRewardStatus: {
            is_claimed: boolean;
            /** Format: date-time */
            claimed_at: string | null;
            /**
             * Format: date-time
             * @description Start of the next UTC day.
             */
            next_available_at: string;
        };
        /** @description The credited login reward (`amount` in `entity_wallet_code`) and the wallet's new state. */
        LoginRewardClaim: {
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            amount: components["schemas"]["DecimalString"];
            wallet: components["schemas"]["UserWallet"];
            /** Format: date-time */
            claimed_at: string;
            /**
             * Format: date-time
             * @description Start of the next UTC day.
             */
            next_available_at: string;
        };
        LanguageSetting: {
            lang: components["schemas"]["Locale"];
        };
        CountryBlock: {
            is_blocked: boolean;
            /** @description Null when unknown. */
            country_code: string | null;
        };
        /** @description Counts of live challenges, live tournaments and the player's unread notifications. */
        GeneralSettings: {
            challenge_count: number;
            tournament_count: number;
            inbox_count: number;
        };
        LoginRequest: {
            /** @description A username or an e-mail address (key `email_username_invalid`). */
            username_or_email: string;
            password: string;
        };
        /** @description Exactly one of `code` and `recovery_code`, with `auth_id`. */
        TwoFactorChallengeRequest: {
            auth_id: string;
            code: components["schemas"]["TwoFactorCode"];
        } | {
            auth_id: string;
            recovery_code: components["schemas"]["RecoveryCode"];
        };
        RegisterRequest: {
            /** @description The player confirmed being at least 18. */
            age_confirmed: boolean;
            /** @description The player accepted the terms and the privacy policy. */
            terms_accepted: boolean;
            username: components["schemas"]["Username"];
            email: components["schemas"]["Email"];
            password: components["schemas"]["Password"];
            reference?: string | null;
            affiliate_token?: string | null;
            visitor_id?: string | null;
            voucher_code?: string | null;
        };
        SocialLoginRequest: {
            provider_name: components["schemas"]["SocialProvider"];
            access_token: string;
            reference?: string | null;
            affiliate_token?: string | null;
            visitor_id?: string | null;
        };
        SocialEmailUpdateRequest: {
            email: components["schemas"]["Email"];
            username: components["schemas"]["Username"];
            provider_name: components["schemas"]["SocialProvider"];
            access_token: string;
            reference?: string | null;
            affiliate_token?: string | null;
            visitor_id?: string | null;
        };
        /** @description `data`: the raw initData query string (`query_id=...&user=...&auth_date=...&hash=...`), also called user_data; the other fields as for sign-up. */
        TelegramLoginRequest: {
            data: string;
            reference?: string | null;
            affiliate_token?: string | null;
            visitor_id?: string | null;
        };
        ForgotPasswordRequest: {
            email: components["schemas"]["Email"];
        };
        ResetPasswordRequest: {
            email: components["schemas"]["Email"];
            token: string;
            password: components["schemas"]["Password"];
            /** @description Must equal `password` (key `password_not_match`). */
            password_confirmation: string;
        };
        ResendVerificationEmailRequest: {
            email: components["schemas"]["Email"];
        };
        DisableTwoFactorRequest: {
            code: components["schemas"]["TwoFactorCode"];
        };
        ConfirmTwoFactorRequest: {
            code: components["schemas"]["TwoFactorCode"];
        };
        /** @description The proof of identity, `code` or `current_password`. */
        RegenerateTwoFactorRecoveryCodesRequest: {
            code?: components["schemas"]["TwoFactorCode"];
            current_password?: string;
        };
        UpdateUserInformationRequest: {
            username?: components["schemas"]["Username"];
            email?: components["schemas"]["Email"];
            /** @description Proof of identity for an e-mail change (accounts with a password). */
            current_password?: string;
            /** @description Proof of identity for an e-mail change (accounts with two-factor). */
            code?: components["schemas"]["TwoFactorCode"];
        };
        UpdatePersonalDetailRequest: {
            first_name?: string;
            last_name?: string;
            /** Format: date */
            date_of_birth?: string;
            /** @enum {string|null} */
            gender?: "male" | "female" | "other" | null;
            country_code?: components["schemas"]["CountryCode"];
            state_id?: number | null;
            city_id?: number | null;
            address?: string | null;
            /** @description 5 to 9 digits (key `zipcode_wrong_format`). */
            zipcode?: string | null;
        };
        ChangePasswordRequest: {
            /** @description Required when the account has a password. */
            current_password?: string;
            /** @description Proof of identity when setting a first password on an account with two-factor. */
            code?: components["schemas"]["TwoFactorCode"];
            password: components["schemas"]["Password"];
            /** @description Must equal `password` (key `password_not_match`). */
            password_confirmation: string;
        };
        ChangeLanguageRequest: {
            lang: components["schemas"]["Locale"];
        };
        SendPhoneOtpRequest: {
            /** @description Dialling prefix, e.g. `+49`. */
            phone_code: string;
            /** @description 9 to 15 digits without the prefix (key `phone_wrong_format`). */
            phone: string;
        };
        BroadcastAuthRequest: {
            /** @description The Pusher socket id (`123.456`). */
            socket_id: string;
            /** @description The Pusher channel name, e.g. `private-player.42`. */
            channel_name: string;
        };
        LoginResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["LoginResult"];
            message: string;
        };
        TwoFactorChallengeResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["TokenResult"];
            message: string;
        };
        LogoutResponse: {
            /** @constant */
            success: true;
            data: null;
            message: string;
        };
        RegisterResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["RegisterResult"];
            message: string;
        };
        SocialLoginResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["SocialLoginResult"] | components["schemas"]["SocialLoginNeedEmail"];
            message: string;
        };
        SocialEmailUpdateResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["SocialLoginResult"];
            message: string;
        };
        TelegramLoginResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["TelegramLoginResult"];
            message: string;
        };
        ForgotPasswordResponse: {
            /** @constant */
            success: true;
            data: null;
            message: string;
        };
        ResetPasswordResponse: {
            /** @constant */
            success: true;
            data: null;
            message: string;
        };
        ResendVerificationEmailResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["ResendCooldown"];
            message: string;
        };
        VerifyEmailResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["EmailVerification"];
            message: string;
        };
        EnableTwoFactorResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["TwoFactorSecret"];
            message: string;
        };
        DisableTwoFactorResponse: {
            /** @constant */
            success: true;
            data: null;
            message: string;
        };
        ConfirmTwoFactorResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["RecoveryCodes"];
            message: string;
        };
        GetTwoFactorRecoveryCodesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["UnusedRecoveryCodes"];
            message: string;
        };
        RegenerateTwoFactorRecoveryCodesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["RecoveryCodes"];
            message: string;
        };
        GetUserInformationResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["User"];
            message: string;
        };
        GiveConsentRequest: {
            /** @description The player confirmed being of legal age (at least 18). */
            age_confirmed: boolean;
            /** @description The player accepted the terms and the privacy policy. */
            terms_accepted: boolean;
        };
        GiveConsentResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["User"];
            message: string;
        };
        UpdatePrivacyRequest: {
            hide_name: boolean;
        };
        UpdateUserInformationResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["User"];
            message: string;
        };
        UpdatePersonalDetailResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["User"];
            message: string;
        };
        ChangePasswordResponse: {
            /** @constant */
            success: true;
            data: null;
            message: string;
        };
        ChangeLanguageResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["LanguageSetting"];
            message: string;
        };
        /** @enum {string} */
        GamingLimitType: "deposit" | "loss" | "wager";
        /** @enum {string} */
        GamingLimitPeriod: "daily" | "weekly" | "monthly";
        /** @description One limit in USD. `amount`: in force (null: none). `pending_amount` / `pending_from`: a raise or removal (`pending_amount` null) that applies at `pending_from`. `used`: deposits (deposit), stakes (wager) or stakes minus payouts, at least 0 (loss) in the current window; `remaining`: what is left under `amount` (null without a limit). */
        GamingLimit: {
            limit_type: components["schemas"]["GamingLimitType"];
            period: components["schemas"]["GamingLimitPeriod"];
            amount: components["schemas"]["DecimalString"] | null;
            pending_amount: components["schemas"]["DecimalString"] | null;
            /** Format: date-time */
            pending_from: string | null;
            used: components["schemas"]["DecimalString"];
            remaining: components["schemas"]["DecimalString"] | null;
        };
        /** @description All nine limits (three types by three periods, `amount` null when not set), the session reminder in minutes (null: off) and the ends of a cool-off or self-exclusion in force. */
        ResponsibleGaming: {
            /** @constant */
            currency: "USD";
            limits: components["schemas"]["GamingLimit"][];
            session_reminder_minutes: number | null;
            /** Format: date-time */
            cool_off_until: string | null;
            /** Format: date-time */
            self_excluded_until: string | null;
        };
        ResponsibleGamingResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["ResponsibleGaming"];
            message: string;
        };
        UpdateGamingLimitRequest: {
            limit_type: components["schemas"]["GamingLimitType"];
            period: components["schemas"]["GamingLimitPeriod"];
            amount: components["schemas"]["DecimalString"] | null;
        };
        UpdateSessionReminderRequest: {
            minutes: number | null;
        };
        StartCoolOffRequest: {
            /** @description 24 to 1008 (6 weeks). */
            hours: number;
        };
        StartSelfExclusionRequest: {
            /** @description 6 to 60. */
            months: number;
            current_password?: string;
        };
        /** @description The `details` of a responsible-gaming refusal (422 `deposit_limit_exceeded`, `loss_limit_exceeded`, `wager_limit_exceeded`, `cooling_off`, `self_excluded`), so the client can name the limit and when it resets. For a limit: its type, period, amount and what is left (USD), and `resets_at`, when room starts to come back in the rolling window (the oldest deposit or round it counts leaves the window; null when nothing counts yet, so the amount alone is over the limit). For a cool-off or self-exclusion: `resets_at` is its end and the limit fields are null. */
        GamingRefusal: {
            limit_type: components["schemas"]["GamingLimitType"] | null;
            period: components["schemas"]["GamingLimitPeriod"] | null;
            amount: components["schemas"]["DecimalString"] | null;
            remaining: components["schemas"]["DecimalString"] | null;
            /** Format: date-time */
            resets_at: string | null;
        };
        SendPhoneOtpResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PhoneOtpPending"];
            message: string;
        };
        ResendPhoneOtpResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PhoneOtpPending"];
            message: string;
        };
        VerifyPhoneOtpResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PhoneVerification"];
            message: string;
        };
        GetReferralInfoResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["ReferralInfo"];
            message: string;
        };
        GetLoginRewardStatusResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["LoginRewardStatus"];
            message: string;
        };
        ClaimLoginRewardResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["LoginRewardClaim"];
            message: string;
        };
        ListCountriesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Country"][];
            message: string;
        };
        ListStatesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["State"][];
            message: string;
        };
        ListCitiesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["City"][];
            message: string;
        };
        GetCountryBlockResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["CountryBlock"];
            message: string;
        };
        GetGeneralSettingsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["GeneralSettings"];
            message: string;
        };
        /** @description Pusher's channel authorisation answer (not enveloped). */
        BroadcastAuthResponse: {
            /** @description `<app key>:<hex HMAC-SHA256(secret, socket_id + ':' + channel_name)>`. */
            auth: string;
        };
        /** @description Code of an entity wallet (coin), upper case: BTC, ETH, USDT (the default), USDC, LTC, DOGE, TRX, SOL, XRP, TON, BNB, BTC_LIGHTNING, ... */
        EntityWalletCode: string;
        /** @description A blockchain network a coin moves on, upper case: BTC, ETH, ERC20, TRC20, BEP20, SOL, SPL, LTC, DOGE, TRX, XRP, TON, BNB, LIGHTNING, ... */
        NetworkKind: string;
        /**
         * @description Which extra field a network needs besides the address: `destination_tag` (XRP), `memo` (TON), or null (none).
         * @enum {string|null}
         */
        MemoLabel: "destination_tag" | "memo" | null;
        /** @description One network of an entity wallet. Amounts are in the coin. `address_pattern` is the regular expression (ECMAScript, `u` flag) the server checks withdrawal addresses with, offered so the client can check as the player types. */
        Network: {
            kind: components["schemas"]["NetworkKind"];
            /** @example Tron (TRC20) */
            name: string;
            memo_label: components["schemas"]["MemoLabel"];
            deposit_enabled: boolean;
            min_deposit: components["schemas"]["DecimalString"];
            /** @description Confirmations before a deposit is credited. */
            confirmations: number;
            withdrawal_enabled: boolean;
            min_withdrawal: components["schemas"]["DecimalString"];
            max_withdrawal: components["schemas"]["DecimalString"];
            withdrawal_fee: components["schemas"]["DecimalString"];
            address_pattern: string;
            /** @description How long a withdrawal usually takes from the request to the payout on this network (review, approval and sending), in seconds; null when every withdrawal waits for a manual review of unknown length. */
            withdrawal_eta_seconds: number | null;
        };
        /** @description A coin the casino supports. `decimals` is how many decimals amounts have (8 for display, more on chain). `is_default` marks USDT, the default wallet. */
        EntityWallet: {
            code: components["schemas"]["EntityWalletCode"];
            /** @example Tether */
            name: string;
            /** @example USDT */
            symbol: string;
            /** Format: uri */
            coin_image: string;
            decimals: number;
            is_default: boolean;
            position: number;
            networks: components["schemas"]["Network"][];
        };
        /** @description One of the player's wallets. `balance` is spendable; `locked_balance` is held by pending withdrawals. `fiat_amount` is `balance` in `fiat_currency` (the player's display currency) at the current rate. */
        UserWallet: {
            id: number;
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            is_selected: boolean;
            balance: components["schemas"]["DecimalString"];
            locked_balance: components["schemas"]["DecimalString"];
            fiat_amount: components["schemas"]["DecimalString"];
            fiat_currency: components["schemas"]["FiatCurrency"];
            /** Format: date-time */
            updated_at: string;
        };
        /** @description `display_currency`: the fiat currency for `fiat_amount` values; `hide_zero_balances`: the wallet list hides empty wallets; `display_in_fiat`: balances are shown in the display currency instead of the coin. */
        WalletSettings: {
            display_currency: components["schemas"]["FiatCurrency"];
            hide_zero_balances: boolean;
            display_in_fiat: boolean;
        };
        /** @description A display or game currency. EUR and USD are the fiat currencies (`is_fiat`); game currencies (`is_game_currency`) are those games can be launched in. `dot_format`: 0 shows amounts with a decimal dot, 1 without decimals. */
        Currency: {
            code: string;
            name: string;
            /**
             * @example €
             * @example $
             */
            symbol: string;
            /** Format: uri */
            image: string | null;
            is_default: boolean;
            is_fiat: boolean;
            is_game_currency: boolean;
            /** @enum {integer} */
            dot_format: 0 | 1;
        };
        /** @description Entity wallet code -> (currency code -> price of one coin in that currency, a decimal string). Every entity wallet has an entry for every currency in the currencies list. */
        RateMap: {
            [key: string]: {
                [key: string]: components["schemas"]["DecimalString"];
            };
        };
        CurrencyRates: {
            rate: components["schemas"]["RateMap"];
            currencies: components["schemas"]["Currency"][];
            /** Format: date-time */
            updated_at: string;
        };
        /** @description Where to send a deposit. `network` is the network kind. `memo` is the destination tag or memo the deposit must carry (see `memo_label`), null when the network needs none. `min_deposit` in the coin; `confirmations` before the deposit is credited. */
        DepositAddress: {
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            network: components["schemas"]["NetworkKind"];
            address: string;
            memo: string | null;
            memo_label: components["schemas"]["MemoLabel"];
            min_deposit: components["schemas"]["DecimalString"];
            confirmations: number;
        };
        /** @description A BOLT 11 invoice for a Lightning deposit of `amount` BTC. */
        LightningInvoice: {
            /** @constant */
            entity_wallet_code: "BTC_LIGHTNING";
            payment_request: string;
            payment_hash: string;
            amount: components["schemas"]["DecimalString"];
            fiat_amount: components["schemas"]["DecimalString"];
            fiat_currency: components["schemas"]["FiatCurrency"];
            /** Format: date-time */
            expires_at: string;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description Wallet transaction types.
         * @enum {string}
         */
        TransactionType: "deposit" | "withdraw";
        /**
         * @description Withdrawal lifecycle: `pending` (held, awaiting review; the player may cancel) -> `approved` (review passed) -> `payout_pending` (handed to the payout processor) -> `paid_out` (on chain; final). Other ends: `canceled` (by the player while pending), `rejected` (by review), `fail` (payout failed). The held amount returns to the balance on `canceled`, `rejected` and `fail`. `paid_out` is the section-3 payout state used as the final status.
         * @enum {string}
         */
        WithdrawalStatus: "pending" | "approved" | "canceled" | "rejected" | "payout_pending" | "fail" | "paid_out";
        /**
         * @description Status of a deposit or a withdrawal. Deposits: `pending` (seen, waiting for confirmations) -> `confirmed` (credited) or `fail` (never confirmed). Withdrawals: the `WithdrawalStatus` values.
         * @enum {string}
         */
        TransactionStatus: "pending" | "confirmed" | "approved" | "canceled" | "rejected" | "payout_pending" | "fail" | "paid_out";
        /** @description A deposit or withdrawal. `amount` is the gross amount in the coin; for withdrawals the address receives `amount - fee`; for deposits `fee` is "0". `fiat_amount` is `amount` in `fiat_currency` at the rate of `created_at`. `confirmations` / `required_confirmations` track a pending deposit (null otherwise). `tx_hash` and `explorer_url` appear once the transfer is on chain. `can_cancel` is true only for the player's own pending withdrawals. */
        Transaction: {
            id: number;
            type: components["schemas"]["TransactionType"];
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            network: components["schemas"]["NetworkKind"];
            amount: components["schemas"]["DecimalString"];
            fee: components["schemas"]["DecimalString"];
            fiat_amount: components["schemas"]["DecimalString"];
            fiat_currency: components["schemas"]["FiatCurrency"];
            status: components["schemas"]["TransactionStatus"];
            address: string | null;
            memo: string | null;
            tx_hash: string | null;
            /** Format: uri */
            explorer_url: string | null;
            confirmations: number | null;
            required_confirmations: number | null;
            can_cancel: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        TransactionPage: {
            data: components["schemas"]["Transaction"][];
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        ChangeSelectedWalletRequest: {
            code: components["schemas"]["EntityWalletCode"];
        };
        UpdateWalletSettingsRequest: {
            display_currency: components["schemas"]["FiatCurrency"];
            hide_zero_balances: boolean;
            display_in_fiat: boolean;
        };
        CreateLightningInvoiceRequest: {
            /** @description Amount in BTC, at most 8 decimals (key `numeric` otherwise). */
            amount: components["schemas"]["DecimalString"];
        };
        /** @description `network` is the network kind; `memo` the destination tag or memo where the network's `memo_label` is set (omit or null otherwise); `code` the TOTP code, required when the player has confirmed two-factor. */
        RequestWithdrawalRequest: {
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            network: components["schemas"]["NetworkKind"];
            amount: components["schemas"]["DecimalString"];
            address: string;
            memo?: string | null;
            code?: components["schemas"]["TwoFactorCode"];
        };
        ListEntityWalletsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["EntityWallet"][];
            message: string;
        };
        GetCurrencyRatesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["CurrencyRates"];
            message: string;
        };
        ListUserWalletsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["UserWallet"][];
            message: string;
        };
        ChangeSelectedWalletResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["UserWallet"];
            message: string;
        };
        GetWalletSettingsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["WalletSettings"];
            message: string;
        };
        UpdateWalletSettingsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["WalletSettings"];
            message: string;
        };
        GetDepositAddressResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["DepositAddress"];
            message: string;
        };
        CreateLightningInvoiceResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["LightningInvoice"];
            message: string;
        };
        RequestWithdrawalResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Transaction"];
            message: string;
        };
        CancelWithdrawalResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Transaction"];
            message: string;
        };
        ListTransactionsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["TransactionPage"];
            message: string;
        };
        GetTransactionResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Transaction"];
            message: string;
        };
        /**
         * @description `casino` is the lobby (`/`), `live_casino` the live-casino page.
         * @enum {string}
         */
        LobbySection: "casino" | "live_casino";
        /**
         * @description Kind of game (lobby filters and quick shortcuts).
         * @enum {string}
         */
        GameKind: "slots" | "provably_fair" | "live_casino" | "table_games";
        /**
         * @description Which list `GET /api/games/list` searches.
         * @enum {string}
         */
        GameListType: "normal" | "favorites" | "play-again";
        /**
         * @description Catalogue order; `popular` (most played this week) is the default. `newest` by release date; `rtp_desc` highest RTP first.
         * @enum {string}
         */
        GameSort: "popular" | "newest" | "name_asc" | "name_desc" | "rtp_desc";
        /**
         * @description Whether the caller may play: `CAN_PLAY`; `LOCATION_BLOCKED` (not in the caller's country); `HIDDEN_WHEN_BONUS` (not while a bonus is active); `INACTIVE`.
         * @enum {string}
         */
        GameAvailability: "CAN_PLAY" | "LOCATION_BLOCKED" | "HIDDEN_WHEN_BONUS" | "INACTIVE";
        /**
         * @description `real` money or `fun` (demo) play.
         * @enum {string}
         */
        WalletMode: "real" | "fun";
        /**
         * @description Bet feed (spelling as in the product).
         * @enum {string}
         */
        BetFeedType: "user_lastest_bet" | "lastest_bet" | "high_roller";
        /**
         * @description Period of the highest-wins list.
         * @enum {string}
         */
        TimeRange: "live" | "week" | "day";
        GameSummary: {
            id: number;
            slug: string;
            name: string;
            /** Format: uri */
            image: string;
        };
        ProviderSummary: {
            id: number;
            slug: string;
            name: string;
        };
        CategorySummary: {
            id: number;
            slug: string;
            name: string;
        };
        /** @description A catalogue entry. `is_favorite` is false for guests. `availability` is computed for the caller (country, active bonus). */
        Game: {
            id: number;
            slug: string;
            name: string;
            /** Format: uri */
            image: string;
            provider: components["schemas"]["ProviderSummary"];
            kind: components["schemas"]["GameKind"];
            has_demo: boolean;
            is_new: boolean;
            is_hot: boolean;
            is_favorite: boolean;
            likes_count: number;
            availability: components["schemas"]["GameAvailability"];
            rtp?: components["schemas"]["DecimalString"] | null;
            /** @enum {string|null} */
            volatility?: "low" | "medium" | "high" | null;
            tags?: string[];
            /** Format: date */
            release_date?: string;
        };
        /** @description A game with everything the play page needs: the `Game` fields plus its description, RTP (percent, decimal string), volatility, categories and the currencies it can be played in (`game_currencies`, codes from the currencies list). */
        GameDetail: {
            id: number;
            slug: string;
            name: string;
            /** Format: uri */
            image: string;
            provider: components["schemas"]["ProviderSummary"];
            kind: components["schemas"]["GameKind"];
            has_demo: boolean;
            is_new: boolean;
            is_hot: boolean;
            is_favorite: boolean;
            likes_count: number;
            availability: components["schemas"]["GameAvailability"];
            description: string | null;
            rtp: components["schemas"]["DecimalString"] | null;
            /** @enum {string|null} */
            volatility: "low" | "medium" | "high" | null;
            categories: components["schemas"]["CategorySummary"][];
            game_currencies: string[];
            tags?: string[];
            /** Format: date */
            release_date?: string;
            min_bet?: components["schemas"]["DecimalString"];
            max_bet?: components["schemas"]["DecimalString"];
        };
        Category: {
            id: number;
            slug: string;
            name: string;
            /** Format: uri */
            icon: string | null;
            section: components["schemas"]["LobbySection"];
            position: number;
            games_count: number;
        };
        /** @description A category with its first games, for a lobby row. */
        LobbyCategory: {
            id: number;
            slug: string;
            name: string;
            /** Format: uri */
            icon: string | null;
            section: components["schemas"]["LobbySection"];
            position: number;
            games_count: number;
            games: components["schemas"]["Game"][];
        };
        Provider: {
            id: number;
            slug: string;
            name: string;
            /** Format: uri */
            logo: string | null;
            games_count: number;
            position: number;
        };
        LikeResult: {
            game_id: number;
            is_favorite: boolean;
            likes_count: number;
        };
        /** @description A settled bet as anyone may see it. `player` is the masked public name (null when hidden); `multiplier` = payout / amount ("0" for a loss); fiat values in `fiat_currency` at the rates of the moment it settled; `original` and `fairness` for the originals only (null otherwise): together all a verifier needs. */
        PublicBet: {
            id: string;
            game: components["schemas"]["GameSummary"];
            player: string | null;
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            bet_amount: components["schemas"]["DecimalString"];
            payout_amount: components["schemas"]["DecimalString"];
            multiplier: components["schemas"]["DecimalString"];
            fiat_bet_amount: components["schemas"]["DecimalString"];
            fiat_payout_amount: components["schemas"]["DecimalString"];
            fiat_currency: components["schemas"]["FiatCurrency"];
            original: components["schemas"]["OriginalsPlay"] | null;
            fairness: components["schemas"]["OriginalsFairness"] | null;
            /** Format: date-time */
            created_at: string;
        };
        PublicBetResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PublicBet"];
            message: string;
        };
        /** @description One settled bet. `username` is the player's public name (docs/app.md, "Public names"): the masked username (`alice` -> `al***e`), or `Hidden` for players who hide their name; a full username never appears here. `multiplier` = `payout_amount / bet_amount` (decimal string, "0" for a loss). Fiat values in `fiat_currency` at the rate of the bet. */
        BetFeedItem: {
            id: string;
            game: components["schemas"]["GameSummary"];
            username: string;
            vip_level: components["schemas"]["VipLevel"];
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            bet_amount: components["schemas"]["DecimalString"];
            payout_amount: components["schemas"]["DecimalString"];
            multiplier: components["schemas"]["DecimalString"];
            fiat_bet_amount: components["schemas"]["DecimalString"];
            fiat_payout_amount: components["schemas"]["DecimalString"];
            fiat_currency: components["schemas"]["FiatCurrency"];
            /** Format: date-time */
            created_at: string;
        };
        HighestWin: {
            rank: number;
            game: components["schemas"]["GameSummary"];
            username: string;
            vip_level: components["schemas"]["VipLevel"];
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            win_amount: components["schemas"]["DecimalString"];
            fiat_win_amount: components["schemas"]["DecimalString"];
            fiat_currency: components["schemas"]["FiatCurrency"];
            multiplier: components["schemas"]["DecimalString"];
            /** Format: date-time */
            created_at: string;
        };
        /** @description Where to load the game. Real mode: funded by `entity_wallet_code`, displayed in `currency`. Fun mode: both null. */
        GameLaunch: {
            game_id: number;
            /** Format: uri */
            url: string;
            mode: components["schemas"]["WalletMode"];
            entity_wallet_code: components["schemas"]["EntityWalletCode"] | null;
            currency: string | null;
        };
        /**
         * @description Challenge and tournament status: `live`, `finished`; `completed` means the player completed the challenge.
         * @enum {string}
         */
        CompetitionStatus: "live" | "finished" | "completed";
        /**
         * @description `cash` (credited to a wallet) or `free_spin` (free spins on a game).
         * @enum {string}
         */
        PrizeType: "cash" | "free_spin";
        /** @description A prize: cash (`amount` in `currency`, a coin or fiat code) or free spins (`free_spins_count` on `free_spins_game`); the other fields null. */
        PrizeValue: {
            prize_type: components["schemas"]["PrizeType"];
            amount: components["schemas"]["DecimalString"] | null;
            currency: string | null;
            free_spins_count: number | null;
            free_spins_game: components["schemas"]["GameSummary"] | null;
        };
        /** @description Reach `target_multiplier` on `game` with a bet of at least `min_bet` (in `min_bet_currency`); the first `winners_limit` players win `prize`. `completed_at`: when the caller completed it (null for guests and players who did not). `target_type` `wager`: instead, wager `target_wager` (in `min_bet_currency`, counting bets of at least `min_bet`) on `game`; `target_multiplier` is then "1". */
        Challenge: {
            id: number;
            title: string;
            description: string | null;
            /** Format: uri */
            image: string | null;
            game: components["schemas"]["GameSummary"];
            status: components["schemas"]["CompetitionStatus"];
            /** @enum {string} */
            target_type: "multiplier" | "wager";
            target_multiplier: components["schemas"]["DecimalString"];
            target_wager: components["schemas"]["DecimalString"] | null;
            min_bet: components["schemas"]["DecimalString"];
            min_bet_currency: components["schemas"]["FiatCurrency"];
            prize: components["schemas"]["PrizeValue"];
            winners_limit: number;
            winners_count: number;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string | null;
            /** Format: date-time */
            completed_at: string | null;
        };
        /**
         * @description Which games count: the listed single games, all games of the listed providers, or of the listed categories.
         * @enum {string}
         */
        TournamentScope: "single_games" | "providers" | "categories";
        /**
         * @description How tournament points accrue (see `GET /api/tournaments/{id}`).
         * @enum {string}
         */
        RankingRule: "highest_multiplier" | "highest_point" | "random" | "wagering_point" | "wagering_point_random";
        /** @description The prize for the ranks `rank_from` to `rank_to` (inclusive). */
        TournamentPrize: {
            rank_from: number;
            rank_to: number;
            prize: components["schemas"]["PrizeValue"];
        };
        Tournament: {
            id: number;
            slug: string;
            title: string;
            summary: string | null;
            /** Format: uri */
            image: string | null;
            status: components["schemas"]["CompetitionStatus"];
            scope: components["schemas"]["TournamentScope"];
            ranking_rule: components["schemas"]["RankingRule"];
            prize_pool: components["schemas"]["DecimalString"];
            prize_currency: string;
            min_bet: components["schemas"]["DecimalString"];
            min_bet_currency: components["schemas"]["FiatCurrency"];
            participants_count: number;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
        };
        /** @description The `Tournament` fields plus `description` (sanitised HTML), `prizes` by rank, the eligible `games`, `providers` or `categories` (per `scope`; the others empty) and the caller's `my_rank` / `my_points` (null for guests and non-participants). */
        TournamentDetail: {
            id: number;
            slug: string;
            title: string;
            summary: string | null;
            /** Format: uri */
            image: string | null;
            status: components["schemas"]["CompetitionStatus"];
            scope: components["schemas"]["TournamentScope"];
            ranking_rule: components["schemas"]["RankingRule"];
            prize_pool: components["schemas"]["DecimalString"];
            prize_currency: string;
            min_bet: components["schemas"]["DecimalString"];
            min_bet_currency: components["schemas"]["FiatCurrency"];
            participants_count: number;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            description: string | null;
            prizes: components["schemas"]["TournamentPrize"][];
            games: components["schemas"]["GameSummary"][];
            providers: components["schemas"]["ProviderSummary"][];
            categories: components["schemas"]["CategorySummary"][];
            my_rank: number | null;
            my_points: components["schemas"]["DecimalString"] | null;
        };
        /** @description One rank. `is_me` marks the caller's own row; `prize` is what the rank wins (null outside the prize ranks). `username` is the caller's own name on their row, else the public name (masked, or `Hidden` for players who hide their name). */
        LeaderboardEntry: {
            rank: number;
            username: string;
            vip_level: components["schemas"]["VipLevel"];
            points: components["schemas"]["DecimalString"];
            is_me: boolean;
            prize: components["schemas"]["PrizeValue"] | null;
        };
        /**
         * @description Prize claim status: 0 available, 1 claimed, -1 rejected.
         * @enum {integer}
         */
        ClaimStatus: 0 | 1 | -1;
        /** @description A prize the player won; `source` and `source_id` name the challenge or tournament (or, for `level_up`, the VIP level reached), `rank` the final rank in a tournament (null otherwise), `description` says in words what it is and what a claim does. A level-up reward is credited when the level is reached and listed as claimed (`claim_status` 1). `source_title` and `description` are in the `X-localization` language, as written when the prize was won (English where the competition had no translation of its title). */
        Prize: {
            id: number;
            /** @enum {string} */
            source: "challenge" | "tournament" | "level_up";
            source_id: number;
            source_title: string;
            rank: number | null;
            description: string;
            prize: components["schemas"]["PrizeValue"];
            claim_status: components["schemas"]["ClaimStatus"];
            /** Format: date-time */
            expires_at: string | null;
            /** Format: date-time */
            claimed_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** @description A promotion card. `bonus_code` is redeemable with `POST /api/bonuses/redeem` when set. */
        Promotion: {
            id: number;
            slug: string;
            title: string;
            summary: string | null;
            /** Format: uri */
            image: string | null;
            bonus_code: string | null;
            /** @description The type of the linked bonus offer (the welcome offer has no code), null without one. */
            bonus_type: components["schemas"]["BonusType"] | null;
            /** Format: date-time */
            starts_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
        };
        /** @description The `Promotion` fields plus `body` and `terms` (sanitised HTML). */
        PromotionDetail: {
            id: number;
            slug: string;
            title: string;
            summary: string | null;
            /** Format: uri */
            image: string | null;
            bonus_code: string | null;
            /** @description The type of the linked bonus offer (the welcome offer has no code), null without one. */
            bonus_type: components["schemas"]["BonusType"] | null;
            /** Format: date-time */
            starts_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            body: string;
            terms: string | null;
        };
        BlogTagSummary: {
            id: number;
            slug: string;
            name: string;
        };
        BlogTag: {
            id: number;
            slug: string;
            name: string;
            posts_count: number;
        };
        BlogSummary: {
            id: number;
            slug: string;
            title: string;
            excerpt: string;
            /** Format: uri */
            cover_image: string | null;
            tags: components["schemas"]["BlogTagSummary"][];
            author_name: string | null;
            reading_minutes: number;
            /** Format: date-time */
            published_at: string;
        };
        /** @description The `BlogSummary` fields plus `body` (sanitised HTML). */
        Blog: {
            id: number;
            slug: string;
            title: string;
            excerpt: string;
            /** Format: uri */
            cover_image: string | null;
            tags: components["schemas"]["BlogTagSummary"][];
            author_name: string | null;
            reading_minutes: number;
            /** Format: date-time */
            published_at: string;
            body: string;
        };
        Page: {
            id: number;
            slug: string;
            title: string;
            /** @description Sanitised HTML. */
            body: string;
            meta_description: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description `available` (may be claimed) -> `claimed` (waiting for its qualifying deposit) -> `active` (bonus money being wagered) -> `completed` (wagering done, money released). Ends: `expired` (time ran out), `busted` (balance lost or cancelled by the player), `unclaimed` (never claimed before expiry).
         * @enum {string}
         */
        BonusStatus: "available" | "claimed" | "active" | "completed" | "expired" | "busted" | "unclaimed";
        /** @enum {string} */
        BonusType: "cash_back_bonus" | "welcome_bonus_offer" | "deposit_bonus_offer" | "free_spins_offer" | "non_deposit_bonus";
        /**
         * @description Tabs of the bonus dialog.
         * @enum {string}
         */
        BonusTab: "available" | "active" | "history";
        /** @description A bonus offered to or held by the player. Money bonuses: `amount` in `entity_wallet_code` (deposit offers: `deposit_match_percent` of the qualifying deposit up to `amount`, from `min_deposit`). Free-spin bonuses: `free_spins_count` on `free_spins_game`. Wagering: `wagering_required` (bonus times `wagering_multiplier`) and `wagered` so far, both in `entity_wallet_code`; `progress_percent` 0 to 100. `max_bet` caps a single bet while active (a larger stake in that coin: 422 `bonus_max_bet_exceeded`). `name` and `description` are in the `X-localization` language (English where the offer has no translation); in a realtime event, in the player's account language (`lang`). Rules and transitions: docs/bonuses.md. */
        Bonus: {
            id: number;
            name: string;
            description: string | null;
            /** Format: uri */
            image: string | null;
            type: components["schemas"]["BonusType"];
            status: components["schemas"]["BonusStatus"];
            bonus_code: string | null;
            entity_wallet_code: components["schemas"]["EntityWalletCode"] | null;
            amount: components["schemas"]["DecimalString"] | null;
            deposit_match_percent: components["schemas"]["DecimalString"] | null;
            min_deposit: components["schemas"]["DecimalString"] | null;
            max_bet: components["schemas"]["DecimalString"] | null;
            free_spins_count: number | null;
            free_spins_game: components["schemas"]["GameSummary"] | null;
            wagering_multiplier: components["schemas"]["DecimalString"];
            wagering_required: components["schemas"]["DecimalString"];
            wagered: components["schemas"]["DecimalString"];
            progress_percent: number;
            can_cancel: boolean;
            /** Format: date-time */
            expires_at: string | null;
            /** Format: date-time */
            claimed_at: string | null;
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description The bonus money the player holds for this bonus (its own ledger account, apart from the wallet's `balance`): "0" unless `active`. */
            bonus_balance?: components["schemas"]["DecimalString"];
        };
        /** @description Cashback returns `rate_percent` of net losses of the period (`period_start` to `period_end`), plus the level's rakeback on the period's wager (docs/vip.md), as `amount` in `entity_wallet_code` (the player's selected wallet at the end of the period). `can_claim` is true when `amount` > 0 and the period has ended; `next_claim_at` is when the current period ends. */
        Cashback: {
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            amount: components["schemas"]["DecimalString"];
            fiat_amount: components["schemas"]["DecimalString"];
            fiat_currency: components["schemas"]["FiatCurrency"];
            rate_percent: components["schemas"]["DecimalString"];
            /** Format: date-time */
            period_start: string;
            /** Format: date-time */
            period_end: string;
            can_claim: boolean;
            /** Format: date-time */
            next_claim_at: string;
            /** Format: date-time */
            last_claimed_at: string | null;
            /** @description The kind of this cashback's period (`period_start` to `period_end`); for the running estimate, the player's current kind, whose period ends at `next_claim_at`. */
            cashback_period: components["schemas"]["CashbackPeriod"];
        };
        /**
         * @description How often a level's cashback is computed: `daily` (each UTC day, 00:00 to 00:00) or `weekly` (Monday 00:00 UTC to the next Monday). The level held at the start of the week (Monday 00:00 UTC) decides the kind for the whole week (docs/vip.md).
         * @enum {string}
         */
        CashbackPeriod: "daily" | "weekly";
        /** @description The credited amount and the wallet's new state. */
        CashbackClaim: {
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            amount: components["schemas"]["DecimalString"];
            wallet: components["schemas"]["UserWallet"];
        };
        /** @description One VIP level: stars needed to reach it, its cashback and rakeback rates, one-off level-up bonus and daily login reward (in `currency`), and `benefits`: what the level brings as data (`VipBenefit`), which clients write in the player's language. */
        VipLevelDefinition: {
            level: components["schemas"]["VipLevel"];
            /** @example Pixel Pioneer */
            name: string;
            /** Format: uri */
            image: string | null;
            stars_required: number;
            cashback_percent: components["schemas"]["DecimalString"];
            rakeback_percent: components["schemas"]["DecimalString"];
            level_up_bonus: components["schemas"]["DecimalString"] | null;
            login_reward: components["schemas"]["DecimalString"] | null;
            currency: components["schemas"]["FiatCurrency"];
            /** @description The level's benefits in the order shown: level 0 has one `stars_to_unlock` (the stars level 1 needs); each level above it `cashback`, `rakeback`, `level_up_bonus` and `daily_login_reward`. */
            benefits: components["schemas"]["VipBenefit"][];
            cashback_period: components["schemas"]["CashbackPeriod"];
        };
        /** @description One benefit of a VIP level, as data (no text): clients write it in the player's language, percentages and amounts with its number formatting (amounts by the money rule). */
        VipBenefit: components["schemas"]["VipCashbackBenefit"] | components["schemas"]["VipRakebackBenefit"] | components["schemas"]["VipLevelUpBonusBenefit"] | components["schemas"]["VipDailyLoginRewardBenefit"] | components["schemas"]["VipStarsToUnlockBenefit"];
        /** @description `percent` of the net losses of each `period` returned as cashback. */
        VipCashbackBenefit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "cashback";
            percent: components["schemas"]["DecimalString"];
            period: components["schemas"]["CashbackPeriod"];
        };
        /** @description `percent` of the house edge of every wager returned (with the cashback). */
        VipRakebackBenefit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "rakeback";
            percent: components["schemas"]["DecimalString"];
        };
        /** @description `amount` of `currency` credited once when the level is first reached. */
        VipLevelUpBonusBenefit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "level_up_bonus";
            amount: components["schemas"]["DecimalString"];
            currency: components["schemas"]["FiatCurrency"];
        };
        /** @description `amount` of `currency` the daily login reward pays at this level. */
        VipDailyLoginRewardBenefit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "daily_login_reward";
            amount: components["schemas"]["DecimalString"];
            currency: components["schemas"]["FiatCurrency"];
        };
        /** @description The stars to collect to reach the first level and unlock the rewards. */
        VipStarsToUnlockBenefit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "stars_to_unlock";
            stars: number;
        };
        /** @description A star is earned for each `wager_per_star` wagered (in `currency`); `levels` gives the stars each level needs. */
        VipStarSettings: {
            wager_per_star: components["schemas"]["DecimalString"];
            currency: components["schemas"]["FiatCurrency"];
            levels: {
                level: components["schemas"]["VipLevel"];
                stars_required: number;
            }[];
        };
        /** @description The player's level and progress: `stars` now, `next_level_stars` needed for `next_level` (both null at level 5), `progress_percent` 0 to 100 within the current level. */
        UserLevelInformation: {
            level: components["schemas"]["VipLevel"];
            name: string;
            stars: number;
            next_level: components["schemas"]["VipLevel"] | null;
            next_level_name: string | null;
            next_level_stars: number | null;
            progress_percent: number;
        };
        /** @description `stars` held, `lifetime_stars` ever earned, `wagered_towards_next_star` of `wager_per_star` (in `currency`). */
        UserStarInformation: {
            stars: number;
            lifetime_stars: number;
            wagered_towards_next_star: components["schemas"]["DecimalString"];
            wager_per_star: components["schemas"]["DecimalString"];
            currency: components["schemas"]["FiatCurrency"];
        };
        /** @enum {string} */
        GameTransactionType: "game_rollback" | "game_bet" | "game_win";
        /** @description One bet, win or rollback. `amount` in `entity_wallet_code` (null wallet and fiat values in fun mode); `multiplier` set on wins. `bet_id`: the bet (round) it belongs to, the id of the bet details link (`?bet=`, `GET /api/originals/bets/{id}` for the originals); null when no round was recorded. */
        GameTransaction: {
            id: number;
            bet_id: number | null;
            round_id: string;
            game: components["schemas"]["GameSummary"];
            provider: components["schemas"]["ProviderSummary"];
            type: components["schemas"]["GameTransactionType"];
            mode: components["schemas"]["WalletMode"];
            entity_wallet_code: components["schemas"]["EntityWalletCode"] | null;
            amount: components["schemas"]["DecimalString"];
            fiat_amount: components["schemas"]["DecimalString"] | null;
            fiat_currency: components["schemas"]["FiatCurrency"] | null;
            multiplier: components["schemas"]["DecimalString"] | null;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description `open`: not settled yet; `win`: paid more than the stake; `loss`: paid less (nothing or a part of it); `push`: paid the stake back; `refunded`: the stake was rolled back.
         * @enum {string}
         */
        GamingRoundResult: "open" | "win" | "loss" | "push" | "refunded";
        /** @description One money move of a round, as listed by `GET /api/user/gaming-history`. */
        GamingRoundTransaction: {
            id: number;
            type: components["schemas"]["GameTransactionType"];
            amount: components["schemas"]["DecimalString"];
            /** Format: date-time */
            created_at: string;
        };
        /** @description One round (bet) of the player: `id` is the bet id. `stake` and `payout` in `entity_wallet_code` (the stake net of rolled-back amounts); `multiplier` is payout over stake, null until settled; `settled_at` null while open. `transactions` oldest first. */
        GamingRound: {
            id: number;
            round_id: string;
            game: components["schemas"]["GameSummary"];
            provider: components["schemas"]["ProviderSummary"];
            mode: components["schemas"]["WalletMode"];
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            stake: components["schemas"]["DecimalString"];
            payout: components["schemas"]["DecimalString"];
            multiplier: components["schemas"]["DecimalString"] | null;
            result: components["schemas"]["GamingRoundResult"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            settled_at: string | null;
            transactions: components["schemas"]["GamingRoundTransaction"][];
        };
        /** @enum {string} */
        NotificationType: "system" | "deposit" | "withdrawal" | "bonus" | "cashback" | "promotion" | "challenge" | "tournament" | "vip";
        /** @description An inbox message. `body` is sanitised HTML; `link` an internal path (`/promotion/...`) or an absolute URL the detail dialog offers. `amounts`: the amounts `body` writes (by the money rule, in English), each with its decimal and currency so a client can write it in the player's language instead; empty for notifications stored before amounts were kept. */
        Notification: {
            /** Format: uuid */
            id: string;
            type: components["schemas"]["NotificationType"];
            title: string;
            body: string;
            amounts: components["schemas"]["NotificationAmount"][];
            /** Format: uri */
            image: string | null;
            link: string | null;
            is_read: boolean;
            /** Format: date-time */
            read_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** @description An amount a notification's `body` writes as `text` (e.g. `30.00000000 USDT`). */
        NotificationAmount: {
            amount: components["schemas"]["DecimalString"];
            currency: string;
            text: string;
        };
        NotificationsReadResult: {
            updated: number;
            inbox_count: number;
        };
        /** @description Analytics site id, website URL and website id (null when the site has none). */
        SiteAnalytics: {
            site_id: string | null;
            /** Format: uri */
            website_url: string | null;
            website_id: string | null;
        };
        /** @description The Buy Crypto tab hands off to `url` (an external provider page, opened in a new window) with the query `address`, `currency` and `amount` appended by the client. */
        BuyCryptoProvider: {
            provider_name: string;
            /** Format: uri */
            url: string;
            entity_wallet_codes: components["schemas"]["EntityWalletCode"][];
        };
        /** @description Client ids for the social sign-in buttons (a null id hides that button). */
        SocialSignIn: {
            google_client_id: string | null;
            facebook_app_id: string | null;
        };
        /** @description Per-site branding (document title, description, author, locale, seal script, analytics) and behaviour. `seal_script` is the licence seal's script URL (null: none). `email_verification_enabled`: sign-in needs a verified e-mail. `telegram_bot_username`: the messaging-app bot of the mini app (null: none). `operator`: who runs the site and under which licence, shown in the footer (null: the site names no operator). */
        SiteSettings: {
            hostname: string;
            title: string;
            description: string;
            author: string;
            locale: components["schemas"]["Locale"];
            /** Format: uri */
            logo: string;
            /** Format: uri */
            favicon: string | null;
            /** Format: uri */
            seal_script: string | null;
            analytics: components["schemas"]["SiteAnalytics"];
            email_verification_enabled: boolean;
            social_sign_in: components["schemas"]["SocialSignIn"];
            telegram_bot_username: string | null;
            buy_crypto: components["schemas"]["BuyCryptoProvider"] | null;
            /** Format: uri */
            support_url: string | null;
            operator: components["schemas"]["SiteOperator"] | null;
        };
        /** @description The company that runs a site, for the footer's trust signals. The licence fields are null when the site states no licence (all three together); `licence_text` is the operator's own short statement, plain text, in the site's language. `support_email`: where players may write (null: none). `about_page_slug`, `contacts_page_slug`: static pages (`/page-detail/{slug}`) about the operator and how to reach it (null: none). */
        SiteOperator: {
            name: string;
            licence_number: string | null;
            licence_authority: string | null;
            licence_text: string | null;
            /** Format: email */
            support_email: string | null;
            about_page_slug: string | null;
            contacts_page_slug: string | null;
        };
        RedirectRule: {
            id: number;
            path: string;
            /** @enum {string} */
            target_type: "internal" | "external";
            /** @description A path for internal rules, an absolute URL for external ones. */
            target: string;
        };
        /**
         * @description Places in the frame where configurable items appear.
         * @enum {string}
         */
        PageSlot: "in_menu" | "in_lobby" | "in_top_lobby" | "in_bottom_lobby" | "in_lobby_nav" | "in_casino_footer" | "in_live_casino_footer" | "in_top_live_casino" | "in_bottom_live_casino" | "in_live_casino_nav" | "in_live_casino";
        /** @enum {string} */
        LoginState: "logged_in" | "logged_out";
        /** @description One item in a slot. `target_type` and `target` say what it opens: a game category (`category`, id or slug: a lobby row or `/categories/{slug}`), a provider, a static page (`/page-detail/{slug}`), a promotion, an internal `path`, or an absolute `url`. `visibility` null: everyone. */
        PageSlotItem: {
            id: number;
            slot: components["schemas"]["PageSlot"];
            position: number;
            title: string;
            /** Format: uri */
            icon: string | null;
            /** @enum {string} */
            target_type: "category" | "provider" | "page" | "promotion" | "path" | "url";
            target: string;
            visibility: components["schemas"]["LoginState"] | null;
        };
        /** @description `like: true` adds the game to the favourites, `false` removes it. */
        LikeGameRequest: {
            game_id: number;
            like: boolean;
        };
        RedeemBonusCodeRequest: {
            code: string;
        };
        /** @description Laravel paginator of `Game`. */
        GamePage: {
            data: components["schemas"]["Game"][];
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        /** @description Laravel paginator of `Challenge`. */
        ChallengePage: {
            data: components["schemas"]["Challenge"][];
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        /** @description Laravel paginator of `Tournament`. */
        TournamentPage: {
            data: components["schemas"]["Tournament"][];
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        /** @description Laravel paginator of `LeaderboardEntry`. */
        LeaderboardPage: {
            data: components["schemas"]["LeaderboardEntry"][];
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        /** @description Laravel paginator of `Promotion`. */
        PromotionPage: {
            data: components["schemas"]["Promotion"][];
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        /** @description Laravel paginator of `BlogSummary`. */
        BlogPage: {
            data: components["schemas"]["BlogSummary"][];
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        /** @description Laravel paginator of `Bonus`. */
        BonusPage: {
            data: components["schemas"]["Bonus"][];
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        /** @description Laravel paginator of `Prize`. */
        PrizePage: {
            data: components["schemas"]["Prize"][];
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        /** @description Laravel paginator of `GameTransaction`. */
        GameTransactionPage: {
            data: components["schemas"]["GameTransaction"][];
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        /** @description Laravel paginator of `GamingRound`. */
        GamingRoundPage: {
            data: components["schemas"]["GamingRound"][];
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        /** @description Laravel paginator of `Notification`. */
        NotificationPage: {
            data: components["schemas"]["Notification"][];
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        ListLobbyCategoriesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["LobbyCategory"][];
            message: string;
        };
        ListCategoriesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Category"][];
            message: string;
        };
        ListGamesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["GamePage"];
            message: string;
        };
        LikeGameResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["LikeResult"];
            message: string;
        };
        ListFavoriteGamesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["GamePage"];
            message: string;
        };
        ListRecentlyPlayedGamesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["GamePage"];
            message: string;
        };
        ListLiveWinsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["BetFeedItem"][];
            message: string;
        };
        ListHighestWinsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["HighestWin"][];
            message: string;
        };
        ListProvidersResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Provider"][];
            message: string;
        };
        GetProviderResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Provider"];
            message: string;
        };
        ListProviderGamesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["GamePage"];
            message: string;
        };
        GetGameResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["GameDetail"];
            message: string;
        };
        GetGameUrlResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["GameLaunch"];
            message: string;
        };
        GetGameDemoUrlResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["GameLaunch"];
            message: string;
        };
        ListChallengesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["ChallengePage"];
            message: string;
        };
        ListUserChallengesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["ChallengePage"];
            message: string;
        };
        ListTournamentsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["TournamentPage"];
            message: string;
        };
        GetTournamentResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["TournamentDetail"];
            message: string;
        };
        GetTournamentLeaderboardResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["LeaderboardPage"];
            message: string;
        };
        ListPromotionsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PromotionPage"];
            message: string;
        };
        GetPromotionResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PromotionDetail"];
            message: string;
        };
        ListBlogsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["BlogPage"];
            message: string;
        };
        ListBlogTagsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["BlogTag"][];
            message: string;
        };
        GetBlogResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Blog"];
            message: string;
        };
        GetPageResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Page"];
            message: string;
        };
        ForwardedAddressTest: {
            client_ip: string;
            country_code: string | null;
            is_blocked: boolean;
            x_forwarded_for: string | null;
            x_forwarded_for_2: string | null;
            /** @description Whether the server reads X-Forwarded-For from any peer at all (SANDBOX_TRUST_PROXY). */
            proxy_trusted: boolean;
        };
        ForwardedAddressTestResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["ForwardedAddressTest"];
            message: string;
        };
        /** @description One message of a support conversation. `body` is plain text (the client shows it as text, never as HTML); `author_name` the agent's name on agent messages, null on the player's. */
        SupportMessage: {
            id: number;
            conversation_id: number;
            /** @enum {string} */
            author: "player" | "agent";
            author_name: string | null;
            body: string;
            /** @description Whether the other side has read it. */
            is_read: boolean;
            /** Format: date-time */
            created_at: string;
        };
        /** @description A support conversation. `unread_count`: agent messages the player has not read; `last_message`: the latest message (null never happens in practice: a conversation opens with one). */
        SupportConversation: {
            id: number;
            subject: string;
            /** @enum {string} */
            status: "open" | "closed";
            unread_count: number;
            last_message: components["schemas"]["SupportMessage"] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_message_at: string;
            /** Format: date-time */
            closed_at: string | null;
        };
        /** @description A conversation with its messages (oldest first) and the player's unread total. */
        SupportConversationDetail: {
            conversation: components["schemas"]["SupportConversation"];
            messages: components["schemas"]["SupportMessage"][];
            unread_total: number;
        };
        /** @description Laravel paginator of `SupportConversation`. */
        SupportConversationPage: {
            data: components["schemas"]["SupportConversation"][];
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        /** @description Plain text, 1 to 2000 characters, not only spaces. */
        SupportMessageBody: string;
        OpenSupportConversationRequest: {
            subject: string;
            message: components["schemas"]["SupportMessageBody"];
        };
        /** @description A guest's key to one support conversation (32 random bytes, base64url). */
        GuestSupportAccessToken: string;
        OpenGuestSupportConversationRequest: {
            email: components["schemas"]["Email"];
            subject: string;
            message: components["schemas"]["SupportMessageBody"];
        };
        GuestSupportAccessRequest: {
            access_token: components["schemas"]["GuestSupportAccessToken"];
        };
        SendGuestSupportMessageRequest: {
            access_token: components["schemas"]["GuestSupportAccessToken"];
            message: components["schemas"]["SupportMessageBody"];
        };
        /** @description A guest's new conversation: the detail, the e-mail address the team answers to, and the access token (shown once; keep it). */
        GuestSupportConversation: {
            access_token: components["schemas"]["GuestSupportAccessToken"];
            email: string;
            detail: components["schemas"]["SupportConversationDetail"];
        };
        GuestSupportConversationResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["GuestSupportConversation"];
            message: string;
        };
        SendSupportMessageRequest: {
            message: components["schemas"]["SupportMessageBody"];
        };
        ListSupportConversationsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["SupportConversationPage"];
            message: string;
        };
        SupportConversationDetailResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["SupportConversationDetail"];
            message: string;
        };
        SupportMessageResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["SupportMessage"];
            message: string;
        };
        SupportUnreadCountResponse: {
            /** @constant */
            success: true;
            data: {
                unread_count: number;
            };
            message: string;
        };
        /** @description Event `support_message`: an agent answered (or closed) one of the player's support conversations. `message` is the agent's message (null when the agent only closed it); `unread_total` the player's unread agent messages over all conversations. Player channel. */
        RealtimeSupportMessagePayload: {
            conversation: components["schemas"]["SupportConversation"];
            message: components["schemas"]["SupportMessage"] | null;
            unread_total: number;
        };
        ListBonusesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["BonusPage"];
            message: string;
        };
        RedeemBonusCodeResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Bonus"];
            message: string;
        };
        ClaimBonusResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Bonus"];
            message: string;
        };
        GetDepositOfferResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["DepositOffer"];
            message: string;
        };
        /** @description The bonus a deposit in `entity_wallet_code` would activate; null for none. */
        DepositOffer: {
            entity_wallet_code: components["schemas"]["EntityWalletCode"];
            bonus: components["schemas"]["Bonus"] | null;
        };
        GetWelcomeOfferResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["WelcomeOffer"];
            message: string;
        };
        /** @description The player's open welcome bonus (null when it no longer applies) and whether to present it. */
        WelcomeOffer: {
            bonus: components["schemas"]["Bonus"] | null;
            prompt: boolean;
        };
        CancelBonusResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Bonus"];
            message: string;
        };
        GetCashbackResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Cashback"];
            message: string;
        };
        ClaimCashbackResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["CashbackClaim"];
            message: string;
        };
        ListVipLevelsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["VipLevelDefinition"][];
            message: string;
        };
        GetVipStarSettingsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["VipStarSettings"];
            message: string;
        };
        GetUserLevelInformationResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["UserLevelInformation"];
            message: string;
        };
        GetUserStarInformationResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["UserStarInformation"];
            message: string;
        };
        ListPrizesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PrizePage"];
            message: string;
        };
        ClaimPrizeResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Prize"];
            message: string;
        };
        ListGamingHistoryResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["GameTransactionPage"];
            message: string;
        };
        ListGamingRoundsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["GamingRoundPage"];
            message: string;
        };
        ListNotificationsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["NotificationPage"];
            message: string;
        };
        MarkAllNotificationsReadResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["NotificationsReadResult"];
            message: string;
        };
        MarkNotificationReadResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Notification"];
            message: string;
        };
        GetSiteSettingsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["SiteSettings"];
            message: string;
        };
        ListRedirectRulesResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["RedirectRule"][];
            message: string;
        };
        ListPageSlotsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PageSlotItem"][];
            message: string;
        };
        /** @description Event `wallet_balance`: One wallet's balance changed (deposit credited, withdrawal held or released, bet, win, rollback, bonus, cashback, prize, adjustment). Player channel. */
        RealtimeWalletBalancePayload: {
            wallet: components["schemas"]["UserWallet"];
            /** @enum {string} */
            reason: "deposit" | "withdrawal" | "withdrawal_released" | "bet" | "win" | "rollback" | "bonus" | "cashback" | "prize" | "adjustment";
        };
        /** @description Event `update_available_bonus`: A bonus became available to the player (redeemed code, login reward, promotion, level-up). `available_count` is the new size of the Available tab. Player channel. */
        RealtimeUpdateAvailableBonusPayload: {
            bonus: components["schemas"]["Bonus"];
            available_count: number;
        };
        /** @description Event `update_finish_bonus`: A bonus ended (`status` completed, expired, busted or unclaimed). Player channel. */
        RealtimeUpdateFinishBonusPayload: {
            bonus: components["schemas"]["Bonus"];
        };
        /** @description Event `update_bonus_item`: An active bonus changed (wagering progress, status claimed -> active). Player channel. */
        RealtimeUpdateBonusItemPayload: {
            bonus: components["schemas"]["Bonus"];
        };
        /** @description Event `new_notification`: A notification arrived; `inbox_count` is the new unread count. Player channel. */
        RealtimeNewNotificationPayload: {
            notification: components["schemas"]["Notification"];
            inbox_count: number;
        };
        /** @description Event `verified_email`: The player's e-mail address was verified (possibly in another tab or device). Player channel. */
        RealtimeVerifiedEmailPayload: {
            /** Format: email */
            email: string;
            /** Format: date-time */
            email_verified_at: string;
        };
        /** @description Event `verified_otp`: The player's phone number was verified. Player channel. */
        RealtimeVerifiedOtpPayload: {
            phone_code: string;
            phone: string;
            /** Format: date-time */
            phone_verified_at: string;
        };
        /** @description Event `all_wallet_balances`: Every wallet of the player (after a change of display currency, a rate refresh or a reconnect). Player channel. */
        RealtimeAllWalletBalancesPayload: {
            wallets: components["schemas"]["UserWallet"][];
        };
        /** @description Event `ready_claim_cashback`: Cashback for the ended period can be claimed. Player channel. */
        RealtimeReadyClaimCashbackPayload: {
            cashback: components["schemas"]["Cashback"];
        };
        /** @description Event `update_rate`: Exchange rates moved; the same map as `GET /api/wallets/entity-wallets/rate`. Public `rates` channel. */
        RealtimeUpdateRatePayload: {
            rate: components["schemas"]["RateMap"];
            /** Format: date-time */
            updated_at: string;
        };
        /** @description Event `transaction_latest_bet`: A settled bet for the latest-bets feed: everyone's on the public `bets` channel, and the player's own on the player channel (the `user_lastest_bet` feed). */
        RealtimeTransactionLatestBetPayload: {
            bet: components["schemas"]["BetFeedItem"];
        };
        /** @description Event `transaction_high_roller_bet`: A settled bet above the high-roller threshold. Public `bets` channel. */
        RealtimeTransactionHighRollerBetPayload: {
            bet: components["schemas"]["BetFeedItem"];
        };
        /** @description Event `player_pending_deposit`: A deposit was seen on chain and waits for confirmations (`status` pending; `confirmations` grows with repeated events). Player channel. */
        RealtimePlayerPendingDepositPayload: {
            transaction: components["schemas"]["Transaction"];
        };
        /** @description Event `player_deposit`: A deposit was credited (`status` confirmed); `wallet` is the credited wallet. Player channel. */
        RealtimePlayerDepositPayload: {
            transaction: components["schemas"]["Transaction"];
            wallet: components["schemas"]["UserWallet"];
        };
        /** @description Event `level_progress`: The player's VIP progress changed; `leveled_up` is true when `progress.level` went up. Player channel; the level names are in the player's account language (`lang`). */
        RealtimeLevelProgressPayload: {
            progress: components["schemas"]["UserLevelInformation"];
            leveled_up: boolean;
        };
        /** @description Event `player_new_challenge`: A new challenge went live. Player channel; its `title` and `description` are in the player's account language (`lang`), English where the challenge has no translation. */
        RealtimePlayerNewChallengePayload: {
            challenge: components["schemas"]["Challenge"];
        };
        /** @description Event `player_new_tournament`: A new tournament went live. Player channel; its `title` and `summary` are in the player's account language (`lang`), English where the tournament has no translation. */
        RealtimePlayerNewTournamentPayload: {
            tournament: components["schemas"]["Tournament"];
        };
        /** @description A launch or game-session token. */
        PlayToken: string;
        /** @enum {string} */
        PlayMode: "real" | "fun";
        PlaySessionRequest: {
            launch_token: components["schemas"]["PlayToken"];
        };
        PlaySession: {
            session_token: components["schemas"]["PlayToken"];
            /** Format: date-time */
            expires_at: string;
            mode: components["schemas"]["PlayMode"];
            engine: string;
            game: components["schemas"]["PlayGame"];
            /** @description The wallet's coin, or `FUN` (play money). */
            currency: string;
            balance: components["schemas"]["DecimalString"];
        };
        PlayGame: {
            id: number;
            slug: string;
            name: string;
            symbol_set?: string;
        };
        PlaySessionResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PlaySession"];
            message: string;
        };
        PlaySlotBetLevel: {
            usd: components["schemas"]["DecimalString"];
            amount: components["schemas"]["DecimalString"];
        };
        /** @description Free spins in progress. */
        PlaySlotFreeSpins: {
            left: number;
            played: number;
            stake: components["schemas"]["DecimalString"];
            roundId: string;
            betTransactionId: string;
            totalWin: components["schemas"]["DecimalString"];
        };
        /** @description Line pays in line bets (total bet / lines) for 3, 4 and 5 of a kind, symbols 0 to 7 (wild 8 substitutes for them; five wilds pay as symbol 7); scatter (9) pays in total bets for 3, 4 and 5 anywhere and awards `freeSpins` free spins paid at `freeSpinMultiplier`. `rtp` is the declared return (a fraction), exact by calculation. */
        PlaySlotPayTable: {
            lines: number;
            paylines: number[][];
            symbols: {
                symbol: number;
                pays: number[];
            }[];
            wild: number;
            scatter: {
                symbol: number;
                pays: number[];
            };
            freeSpins: number;
            freeSpinMultiplier: number;
            rtp: number;
        };
        PlaySlotState: {
            game: components["schemas"]["PlayGame"];
            mode: components["schemas"]["PlayMode"];
            currency: string;
            balance: components["schemas"]["DecimalString"];
            bet_levels: components["schemas"]["PlaySlotBetLevel"][];
            rows: number;
            pay_table: components["schemas"]["PlaySlotPayTable"];
            free_spins: components["schemas"]["PlaySlotFreeSpins"] | null;
        };
        PlaySlotStateResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PlaySlotState"];
            message: string;
        };
        PlaySlotSpinRequest: {
            /** @description The bet level in USD (ignored during free spins). */
            bet?: components["schemas"]["DecimalString"];
        };
        PlaySlotSpin: {
            round_id: string;
            free_spin: boolean;
            stake: components["schemas"]["DecimalString"];
            /** @description `grid[reel][row]`, symbol indexes. */
            grid: number[][];
            line_wins: {
                line: number;
                symbol: number;
                count: number;
                win: components["schemas"]["DecimalString"];
            }[];
            scatters: number;
            free_spins_awarded: number;
            win: components["schemas"]["DecimalString"];
            free_spins: components["schemas"]["PlaySlotFreeSpins"] | null;
            feature_win: components["schemas"]["DecimalString"] | null;
            balance: components["schemas"]["DecimalString"];
            currency: string;
        };
        PlaySlotSpinResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PlaySlotSpin"];
            message: string;
        };
        PlayRouletteSpot: {
            /** @enum {string} */
            kind: "straight" | "split" | "street" | "corner" | "line" | "dozen" | "column" | "red" | "black" | "odd" | "even" | "low" | "high";
            /** @description Inside bets: the numbers covered (37 is the American double zero); dozen and column: 1, 2 or 3. */
            numbers?: number[];
            amount: components["schemas"]["DecimalString"];
        };
        PlayRouletteBetsRequest: {
            bets: components["schemas"]["PlayRouletteSpot"][];
        };
        PlayRouletteBets: {
            round_id: number;
            transaction_id: string;
            total: components["schemas"]["DecimalString"];
            balance: components["schemas"]["DecimalString"];
            currency: string;
        };
        PlayRouletteBetsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PlayRouletteBets"];
            message: string;
        };
        PlayRouletteState: {
            /** @description Where the page hears the table live: the built-in Pusher-protocol server's WebSocket path, the public channel and its event (null when an external Pusher service broadcasts; the page then polls). */
            realtime: {
                ws_path: string;
                /** @constant */
                channel: "tables";
                /** @constant */
                event: "roulette_round";
            } | null;
            game: components["schemas"]["PlayGame"];
            /** @enum {string} */
            variant: "european" | "french" | "american";
            dealer: string;
            mode: components["schemas"]["PlayMode"];
            currency: string;
            balance: components["schemas"]["DecimalString"];
            limits_usd: {
                min: components["schemas"]["DecimalString"];
                max: components["schemas"]["DecimalString"];
            };
            /** @description The per-spot limits in `currency` (what a bet's `amount` is in): `limits_usd` at the current rate, the minimum rounded up and the maximum down to the coin's decimals. */
            limits: {
                min: components["schemas"]["DecimalString"];
                max: components["schemas"]["DecimalString"];
            };
            round: {
                id: number;
                /** @enum {string} */
                phase: "betting" | "spinning";
                /** Format: date-time */
                closes_at: string;
                /** Format: date-time */
                spin_ends_at: string;
                ms_left: number;
            };
            my_bets: {
                bets: components["schemas"]["PlayRouletteSpot"][];
                amount: components["schemas"]["DecimalString"];
                /** @enum {string} */
                status: "placed" | "settled" | "refunded";
            }[];
            history: {
                round_id: number;
                result: string;
                /** @enum {string} */
                colour: "green" | "red" | "black";
            }[];
        };
        PlayRouletteStateResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PlayRouletteState"];
            message: string;
        };
        /** @description The provider's transaction id, the idempotency key. */
        SeamlessTransactionId: string;
        SeamlessBetRequest: {
            transaction_id: components["schemas"]["SeamlessTransactionId"];
            round_id: components["schemas"]["SeamlessTransactionId"];
            amount: components["schemas"]["DecimalString"];
        };
        SeamlessWinRequest: {
            transaction_id: components["schemas"]["SeamlessTransactionId"];
            bet_transaction_id: components["schemas"]["SeamlessTransactionId"];
            round_id: components["schemas"]["SeamlessTransactionId"];
            amount: components["schemas"]["DecimalString"];
            /** @default true */
            finished: boolean;
        };
        SeamlessRollbackRequest: {
            transaction_id: components["schemas"]["SeamlessTransactionId"];
            bet_transaction_id: components["schemas"]["SeamlessTransactionId"];
        };
        SeamlessWallet: {
            balance: components["schemas"]["DecimalString"];
            currency: string;
            transaction_id?: components["schemas"]["SeamlessTransactionId"];
            /** @description A retry of an operation already done; its first result is returned. */
            duplicate: boolean;
        };
        SeamlessWalletResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["SeamlessWallet"];
            message: string;
        };
        /** @description Event `roulette_round`: a live-style roulette table's round changed phase (a round opened for bets, no more bets, settled with its result). Public `tables` channel, every table; `game_id` names the table. `result` only once settled (`00` the American double zero). */
        RealtimeRouletteRoundPayload: {
            game_id: number;
            round_id: number;
            /** @enum {string} */
            phase: "betting" | "spinning" | "settled";
            /** Format: date-time */
            closes_at: string;
            /** Format: date-time */
            spin_ends_at: string;
            result: string | null;
        };
    };
    responses: {
        /** @description The settled bet. */
        OriginalsBetPlaced: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OriginalsBetResponse"];
            };
        };
        /** @description Malformed request (unparseable body or query). Code `bad_request`. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Missing, expired or revoked token (codes `unauthenticated`, `token_expired`). The client clears the session and returns to the lobby with `backToUrl`. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Not allowed (codes such as `forbidden`, `country_blocked`, `account_disabled`, `channel_forbidden`, game availability codes). A firewall in front of the API may answer 403 with an HTML page instead; the client then reloads the page. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
                "text/html": string;
            };
        };
        /** @description Not allowed: `consent_required` while the player has not confirmed being of legal age and accepted the terms (`User.consent_required`; `POST /api/user/consent` lifts it), answered only by the operations marked `x-requires-consent: true`, before anything else of the operation is checked but after the request's validation (422) and the token (401). The operation's other refusals are those of `Forbidden` and its description. */
        ConsentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
                "text/html": string;
            };
        };
        /** @description No such resource (code `not_found`). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Validation failed: `errors` maps each failing field to message keys; `code` is set for failures that are not about one field (e.g. `invalid_credentials`). */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Rate limited (code `rate_limited`); `Retry-After` gives the seconds to wait. */
        TooManyRequests: {
            headers: {
                /** @description Seconds until the call may be retried. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: {
        /** @description Interface language; the server writes `message` in it. Default `en`. */
        XLocalization: components["schemas"]["Locale"];
        /** @description Hostname of the site the player is on (per-site branding and settings). */
        XDomain: string;
        /** @description Always `application/json`. */
        AcceptJson: "application/json";
        /** @description Client IP, sent only when the caller forwards the player's IP. */
        XForwardedFor: string;
        /** @description Client IP (second copy, for proxies that rewrite X-Forwarded-For). */
        XForwardedFor2: string;
        /** @description `Bearer <token>` when signed in (see the bearerAuth security scheme). */
        AuthorizationHeader: string;
        /** @description 1-based page number. */
        Page: number;
        IdPath: number;
        /** @description Numeric id or slug. */
        IdOrSlugPath: components["schemas"]["IdOrSlug"];
        /** @description Page size. */
        PerPage: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in, or the next step is named. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    twoFactorChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorChallengeRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorChallengeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Token revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Account created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    socialLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialLoginRequest"];
            };
        };
        responses: {
            /** @description Signed in, or the next step is named. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialLoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateSocialEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialEmailUpdateRequest"];
            };
        };
        responses: {
            /** @description Account completed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialEmailUpdateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    telegramLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TelegramLoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TelegramLoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordRequest"];
            };
        };
        responses: {
            /** @description Link sent if the account exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForgotPasswordResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetPasswordResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendVerificationEmailRequest"];
            };
        };
        responses: {
            /** @description Mail sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResendVerificationEmailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyEmail: {
        parameters: {
            query: {
                /** @description The user id from the link. */
                id: number;
                /** @description SHA-1 hex digest of the e-mail address from the link. */
                hash: string;
                /** @description Unix time (seconds) until which the link is valid, from the link. */
                expires: number;
                /** @description Hex HMAC-SHA256 (application key) of `id={id}&hash={hash}&expires={expires}`, from the link. */
                signature: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyEmailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    enableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Secret created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnableTwoFactorResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisableTwoFactorRequest"];
            };
        };
        responses: {
            /** @description Two-factor removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisableTwoFactorResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmTwoFactorRequest"];
            };
        };
        responses: {
            /** @description Two-factor active. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmTwoFactorResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTwoFactorRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many unused codes remain (0 to 10). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetTwoFactorRecoveryCodesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    regenerateTwoFactorRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegenerateTwoFactorRecoveryCodesRequest"];
            };
        };
        responses: {
            /** @description New codes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegenerateTwoFactorRecoveryCodesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUserInformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetUserInformationResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateUserInformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserInformationRequest"];
            };
        };
        responses: {
            /** @description Updated player. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateUserInformationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    updatePrivacy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePrivacyRequest"];
            };
        };
        responses: {
            /** @description Updated player. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateUserInformationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    giveConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiveConsentRequest"];
            };
        };
        responses: {
            /** @description The player, `consent_required` false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GiveConsentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    updatePersonalDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePersonalDetailRequest"];
            };
        };
        responses: {
            /** @description Updated player. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatePersonalDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangePasswordResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    changeLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeLanguageRequest"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeLanguageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getResponsibleGaming: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponsibleGamingResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateGamingLimit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateGamingLimitRequest"];
            };
        };
        responses: {
            /** @description The player's settings after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponsibleGamingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    updateSessionReminder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSessionReminderRequest"];
            };
        };
        responses: {
            /** @description The player's settings after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponsibleGamingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    startCoolOff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartCoolOffRequest"];
            };
        };
        responses: {
            /** @description The player's settings after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponsibleGamingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    startSelfExclusion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartSelfExclusionRequest"];
            };
        };
        responses: {
            /** @description The player's settings (the token no longer works). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponsibleGamingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    sendPhoneOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendPhoneOtpRequest"];
            };
        };
        responses: {
            /** @description Code sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendPhoneOtpResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resendPhoneOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Code sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResendPhoneOtpResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyPhoneOtp: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Phone verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyPhoneOtpResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReferralInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Referral info. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetReferralInfoResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getLoginRewardStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Claim state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetLoginRewardStatusResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    claimLoginReward: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Credited. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimLoginRewardResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ConsentRequired"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Countries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListCountriesResponse"];
                };
            };
        };
    };
    listStates: {
        parameters: {
            query: {
                /** @description ISO 3166-1 alpha-2 code. */
                country_code: components["schemas"]["CountryCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description States (empty for an unknown country). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListStatesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listCities: {
        parameters: {
            query: {
                state_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cities (empty for an unknown state). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListCitiesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getCountryBlock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Block state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetCountryBlockResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getGeneralSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetGeneralSettingsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    authorizeBroadcastChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["BroadcastAuthRequest"];
                "application/json": components["schemas"]["BroadcastAuthRequest"];
            };
        };
        responses: {
            /** @description Channel signature. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcastAuthResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listEntityWallets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Entity wallets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEntityWalletsResponse"];
                };
            };
        };
    };
    getCurrencyRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rates and currencies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetCurrencyRatesResponse"];
                };
            };
        };
    };
    listUserWallets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Wallets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListUserWalletsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    changeSelectedWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeSelectedWalletRequest"];
            };
        };
        responses: {
            /** @description Selected wallet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeSelectedWalletResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getWalletSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetWalletSettingsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateWalletSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWalletSettingsRequest"];
            };
        };
        responses: {
            /** @description Saved settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateWalletSettingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getDepositAddress: {
        parameters: {
            query: {
                entity_wallet_code: components["schemas"]["EntityWalletCode"];
                /** @description The network kind (`Network.kind`), e.g. `TRC20` for USDT on Tron. */
                kind: components["schemas"]["NetworkKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deposit address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetDepositAddressResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ConsentRequired"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createLightningInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateLightningInvoiceRequest"];
            };
        };
        responses: {
            /** @description Invoice created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateLightningInvoiceResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ConsentRequired"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestWithdrawalRequest"];
            };
        };
        responses: {
            /** @description Withdrawal created (status pending). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestWithdrawalResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ConsentRequired"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cancelWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Canceled withdrawal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelWithdrawalResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                type?: components["schemas"]["TransactionType"];
                status?: components["schemas"]["TransactionStatus"];
                entity_wallet_code?: components["schemas"]["EntityWalletCode"];
                from?: string;
                to?: string;
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTransactionsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetTransactionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listLobbyCategories: {
        parameters: {
            query?: {
                section?: components["schemas"]["LobbySection"];
                games_per_category?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lobby categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListLobbyCategoriesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listCategories: {
        parameters: {
            query?: {
                /** @description Only the categories of one section; both when absent. */
                section?: components["schemas"]["LobbySection"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListCategoriesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listGames: {
        parameters: {
            query?: {
                type?: components["schemas"]["GameListType"];
                search?: string;
                "ids[]"?: number[];
                "category_ids[]"?: number[];
                "provider_ids[]"?: number[];
                /** @description Lobby filter: `/?type=slots` -> `kinds[]=slots`, `/?type=provably-fair` -> `kinds[]=provably_fair`. */
                "kinds[]"?: components["schemas"]["GameKind"][];
                /** @description Catalogue tags (`all-ways`, `bonus-buy`, `fruit`, ...): games with any of them. */
                "tags[]"?: string[];
                sort?: components["schemas"]["GameSort"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of games. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListGamesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    likeGame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LikeGameRequest"];
            };
        };
        responses: {
            /** @description New favourite state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LikeGameResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listFavoriteGames: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of games. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListFavoriteGamesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listRecentlyPlayedGames: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of games. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListRecentlyPlayedGamesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listLiveWins: {
        parameters: {
            query: {
                type: components["schemas"]["BetFeedType"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Feed items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListLiveWinsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getBet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicBetResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listHighestWins: {
        parameters: {
            query?: {
                time_range?: components["schemas"]["TimeRange"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Wins, biggest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListHighestWinsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listProviders: {
        parameters: {
            query?: {
                /** @description Only providers with games in that section; all when absent. */
                section?: components["schemas"]["LobbySection"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Providers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListProvidersResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id or slug. */
                id: components["parameters"]["IdOrSlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetProviderResponse"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    listProviderGames: {
        parameters: {
            query: {
                /** @description Provider id or slug. */
                provider_id: components["schemas"]["IdOrSlug"];
                sort?: components["schemas"]["GameSort"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of games. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListProviderGamesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id or slug. */
                id: components["parameters"]["IdOrSlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetGameResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getGameUrl: {
        parameters: {
            query: {
                currency: string;
                entity_wallet_code: components["schemas"]["EntityWalletCode"];
            };
            header?: never;
            path: {
                /** @description Numeric id or slug. */
                id: components["parameters"]["IdOrSlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Launch URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetGameUrlResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ConsentRequired"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGameDemoUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id or slug. */
                id: components["parameters"]["IdOrSlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Demo launch URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetGameDemoUrlResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listChallenges: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path: {
                type: "live" | "finished";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of challenges. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListChallengesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listUserChallenges: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path: {
                type: "completed";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of challenges. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListUserChallengesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listTournaments: {
        parameters: {
            query?: {
                /** @description Live or finished; both when absent. */
                status?: "live" | "finished";
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tournaments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTournamentsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id or slug. */
                id: components["parameters"]["IdOrSlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tournament. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetTournamentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getTournamentLeaderboard: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path: {
                /** @description Numeric id or slug. */
                id: components["parameters"]["IdOrSlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of ranks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetTournamentLeaderboardResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listPromotions: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of promotions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListPromotionsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getPromotion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id or slug. */
                id: components["parameters"]["IdOrSlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The promotion. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPromotionResponse"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    listBlogs: {
        parameters: {
            query?: {
                /** @description Tag slug. */
                tag?: string;
                search?: string;
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListBlogsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listBlogTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListBlogTagsResponse"];
                };
            };
        };
    };
    getBlog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id or slug. */
                id: components["parameters"]["IdOrSlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetBlogResponse"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["schemas"]["IdOrSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPageResponse"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getForwardedAddressTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the server saw. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForwardedAddressTestResponse"];
                };
            };
        };
    };
    listSupportConversations: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of conversations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListSupportConversationsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    openSupportConversation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenSupportConversationRequest"];
            };
        };
        responses: {
            /** @description The conversation with its messages. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportConversationDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    openGuestSupportConversation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenGuestSupportConversationRequest"];
            };
        };
        responses: {
            /** @description The conversation with its messages and the guest's access token. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestSupportConversationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGuestSupportConversation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuestSupportAccessRequest"];
            };
        };
        responses: {
            /** @description The conversation with its messages (oldest first, the latest 200). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportConversationDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    sendGuestSupportMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendGuestSupportMessageRequest"];
            };
        };
        responses: {
            /** @description The message. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportMessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSupportUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportUnreadCountResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getSupportConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportConversationDetailResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    sendSupportMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendSupportMessageRequest"];
            };
        };
        responses: {
            /** @description The message. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportMessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    markSupportConversationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation, and the player's unread count after it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportConversationDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    closeSupportConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportConversationDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listBonuses: {
        parameters: {
            query: {
                tab: components["schemas"]["BonusTab"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bonuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListBonusesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    redeemBonusCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedeemBonusCodeRequest"];
            };
        };
        responses: {
            /** @description The redeemed bonus. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedeemBonusCodeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDepositOffer: {
        parameters: {
            query: {
                entity_wallet_code: components["schemas"]["EntityWalletCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bonus the deposit would activate, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetDepositOfferResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getWelcomeOffer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The welcome offer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetWelcomeOfferResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    answerWelcomeOffer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The welcome offer, `prompt` now false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetWelcomeOfferResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    claimBonus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The claimed bonus. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimBonusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ConsentRequired"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    cancelBonus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled bonus. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelBonusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getCashback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cashback state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetCashbackResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    claimCashback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Credited. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimCashbackResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ConsentRequired"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listVipLevels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Levels, lowest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListVipLevelsResponse"];
                };
            };
        };
    };
    getVipStarSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Star settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetVipStarSettingsResponse"];
                };
            };
        };
    };
    getUserLevelInformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Level progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetUserLevelInformationResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getUserStarInformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stars. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetUserStarInformationResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listPrizes: {
        parameters: {
            query?: {
                claim_status?: components["schemas"]["ClaimStatus"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of prizes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListPrizesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    claimPrize: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The claimed prize. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimPrizeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ConsentRequired"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listGamingHistory: {
        parameters: {
            query?: {
                "types[]"?: components["schemas"]["GameTransactionType"][];
                mode?: components["schemas"]["WalletMode"];
                entity_wallet_code?: components["schemas"]["EntityWalletCode"];
                game_id?: number;
                provider_id?: number;
                from?: string;
                to?: string;
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of game transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListGamingHistoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listGamingRounds: {
        parameters: {
            query?: {
                mode?: components["schemas"]["WalletMode"];
                entity_wallet_code?: components["schemas"]["EntityWalletCode"];
                game_id?: number;
                provider_id?: number;
                from?: string;
                to?: string;
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of rounds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListGamingRoundsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    openPlaySession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaySessionRequest"];
            };
        };
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaySessionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getPlaySlot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The slot's state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaySlotStateResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    spinPlaySlot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaySlotSpinRequest"];
            };
        };
        responses: {
            /** @description The spin. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaySlotSpinResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPlayRoulette: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayRouletteStateResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    placePlayRouletteBets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayRouletteBetsRequest"];
            };
        };
        responses: {
            /** @description The placement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayRouletteBetsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    seamlessBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeamlessWalletResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    seamlessBet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeamlessBetRequest"];
            };
        };
        responses: {
            /** @description The balance after the bet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeamlessWalletResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    seamlessWin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeamlessWinRequest"];
            };
        };
        responses: {
            /** @description The balance after the win. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeamlessWalletResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    seamlessRollback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeamlessRollbackRequest"];
            };
        };
        responses: {
            /** @description The balance after the rollback. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeamlessWalletResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                unread_only?: boolean;
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListNotificationsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Count of notifications changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkAllNotificationsReadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkNotificationReadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkNotificationReadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getSiteSettings: {
        parameters: {
            query?: {
                hostname?: string;
            };
            header?: {
                /** @description Hostname of the site the player is on (per-site branding and settings). */
                "X-Domain"?: components["parameters"]["XDomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Site settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetSiteSettingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listRedirectRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListRedirectRulesResponse"];
                };
            };
        };
    };
    listPageSlots: {
        parameters: {
            query?: {
                "slots[]"?: components["schemas"]["PageSlot"][];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Slot items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListPageSlotsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getFairSeeds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FairSeedsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    setFairClientSeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FairClientSeedRequest"];
            };
        };
        responses: {
            /** @description The active pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FairSeedsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    rotateFairSeeds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FairRotateRequest"];
            };
        };
        responses: {
            /** @description The revealed pair and the new one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FairRotateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listFairRevealedSeeds: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of revealed pairs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FairRevealedSeedsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    verifyFairBet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FairVerifyRequest"];
            };
        };
        responses: {
            /** @description The outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FairVerifyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getFairTables: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tables. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FairTablesResponse"];
                };
            };
        };
    };
    placeDiceBet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OriginalsDiceBetRequest"];
            };
        };
        responses: {
            201: components["responses"]["OriginalsBetPlaced"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ConsentRequired"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    placeLimboBet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OriginalsLimboBetRequest"];
            };
        };
        responses: {
            201: components["responses"]["OriginalsBetPlaced"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ConsentRequired"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    placePlinkoBet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OriginalsPlinkoBetRequest"];
            };
        };
        responses: {
            201: components["responses"]["OriginalsBetPlaced"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ConsentRequired"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    placeKenoBet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OriginalsKenoBetRequest"];
            };
        };
        responses: {
            201: components["responses"]["OriginalsBetPlaced"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ConsentRequired"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMinesRound: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The round or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalsMinesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    startMinesRound: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OriginalsMinesStartRequest"];
            };
        };
        responses: {
            /** @description The round in play. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalsMinesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ConsentRequired"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    revealMinesTile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OriginalsMinesRevealRequest"];
            };
        };
        responses: {
            /** @description The round (ended when a mine was hit or every safe tile found). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalsMinesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    cashOutMinesRound: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ended round. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalsMinesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getOriginalsBet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalsBetResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const pathsApiChallengesTypeGetParametersPathTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/challenges/{type}"]["get"]["parameters"]["path"]["type"]> = ["live", "finished"];
export const pathsApiChallengesUserTypeGetParametersPathTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/challenges/user/{type}"]["get"]["parameters"]["path"]["type"]> = ["completed"];
export const pathsApiTournamentsGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/tournaments"]["get"]["parameters"]["query"]["status"]> = ["live", "finished"];
export const fairFormulaVersionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["FairFormulaVersion"]> = [1, 2];
export const fairPlinkoCellTableValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["FairPlinkoCell"]["table"]> = ["plinko"];
export const fairKenoCellTableValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["FairKenoCell"]["table"]> = ["keno"];
export const plinkoRiskValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PlinkoRisk"]> = ["low", "medium", "high"];
export const originalsGameValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OriginalsGame"]> = ["dice", "limbo", "mines", "plinko", "keno"];
export const originalsParamsConditionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OriginalsParams"]["condition"]> = ["over", "under"];
export const originalsParamsRiskValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OriginalsParams"]["risk"]> = ["low", "medium", "high"];
export const originalsDiceBetRequestConditionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OriginalsDiceBetRequest"]["condition"]> = ["over", "under"];
export const originalsPlinkoBetRequestRiskValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OriginalsPlinkoBetRequest"]["risk"]> = ["low", "medium", "high"];
export const originalsDicePlayGameValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OriginalsDicePlay"]["game"]> = ["dice"];
export const originalsDicePlayParamsConditionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OriginalsDicePlay"]["params"]["condition"]> = ["over", "under"];
export const originalsLimboPlayGameValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OriginalsLimboPlay"]["game"]> = ["limbo"];
export const originalsMinesPlayGameValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OriginalsMinesPlay"]["game"]> = ["mines"];
export const originalsPlinkoPlayGameValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OriginalsPlinkoPlay"]["game"]> = ["plinko"];
export const originalsKenoPlayGameValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OriginalsKenoPlay"]["game"]> = ["keno"];
export const originalsMinesRoundStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OriginalsMinesRound"]["status"]> = ["active", "cashed_out", "lost"];
export const messageKeyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MessageKey"]> = ["required", "email_invalid", "username_invalid", "email_username_invalid", "password_wrong_format", "password_not_match", "phone_wrong_format", "zipcode_wrong_format", "min_length", "max_length", "between", "numeric", "validation_message.pw_length", "validation_message.numeric", "validation_message.lowercase", "validation_message.uppercase", "validation_message.special_character", "bad_request", "unauthenticated", "token_expired", "forbidden", "not_found", "rate_limited", "invalid_value", "invalid_date", "date_range_invalid", "invalid_credentials", "account_disabled", "country_blocked", "email_not_verified", "email_already_verified", "verification_link_invalid", "username_taken", "email_taken", "phone_taken", "current_password_wrong", "social_token_invalid", "telegram_data_invalid", "telegram_data_expired", "two_factor_invalid", "two_factor_not_enabled", "two_factor_already_enabled", "otp_invalid", "otp_expired", "phone_missing", "channel_forbidden", "insufficient_balance", "amount_invalid", "amount_below_minimum", "amount_above_maximum", "address_invalid", "memo_required", "memo_invalid", "network_unsupported", "wallet_not_found", "deposit_disabled", "withdrawal_disabled", "withdrawal_not_cancelable", "game_location_blocked", "game_hidden_when_bonus", "game_inactive", "demo_unavailable", "bonus_not_available", "bonus_code_invalid", "bonus_already_claimed", "bonus_not_cancelable", "bonus_active_exists", "cashback_not_available", "prize_not_claimable", "bet_refused", "round_closed", "mines_round_active", "mines_round_missing", "tile_invalid", "launch_invalid", "session_expired", "bet_out_of_range", "betting_closed", "provider_key_invalid", "deposit_limit_exceeded", "loss_limit_exceeded", "wager_limit_exceeded", "cooling_off", "self_excluded", "bonus_max_bet_exceeded", "support_conversation_limit", "support_conversation_closed", "consent_required"];
export const localeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Locale"]> = ["en", "de", "ja", "fr", "nl", "pt", "tr", "es", "ru"];
export const vipLevelValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["VipLevel"]> = [0, 1, 2, 3, 4, 5];
export const loginMethodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LoginMethod"]> = ["facebook", "google", "telegram", "email"];
export const socialProviderValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SocialProvider"]> = ["google", "facebook"];
export const fiatCurrencyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["FiatCurrency"]> = ["EUR", "USD"];
export const gamingLimitTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["GamingLimitType"]> = ["deposit", "loss", "wager"];
export const gamingLimitPeriodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["GamingLimitPeriod"]> = ["daily", "weekly", "monthly"];
export const currencyDot_formatValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Currency"]["dot_format"]> = [0, 1];
export const transactionTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TransactionType"]> = ["deposit", "withdraw"];
export const withdrawalStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["WithdrawalStatus"]> = ["pending", "approved", "canceled", "rejected", "payout_pending", "fail", "paid_out"];
export const transactionStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TransactionStatus"]> = ["pending", "confirmed", "approved", "canceled", "rejected", "payout_pending", "fail", "paid_out"];
export const lobbySectionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LobbySection"]> = ["casino", "live_casino"];
export const gameKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["GameKind"]> = ["slots", "provably_fair", "live_casino", "table_games"];
export const gameListTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["GameListType"]> = ["normal", "favorites", "play-again"];
export const gameSortValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["GameSort"]> = ["popular", "newest", "name_asc", "name_desc", "rtp_desc"];
export const gameAvailabilityValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["GameAvailability"]> = ["CAN_PLAY", "LOCATION_BLOCKED", "HIDDEN_WHEN_BONUS", "INACTIVE"];
export const walletModeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["WalletMode"]> = ["real", "fun"];
export const betFeedTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BetFeedType"]> = ["user_lastest_bet", "lastest_bet", "high_roller"];
export const timeRangeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TimeRange"]> = ["live", "week", "day"];
export const competitionStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CompetitionStatus"]> = ["live", "finished", "completed"];
export const prizeTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PrizeType"]> = ["cash", "free_spin"];
export const challengeTarget_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Challenge"]["target_type"]> = ["multiplier", "wager"];
export const tournamentScopeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TournamentScope"]> = ["single_games", "providers", "categories"];
export const rankingRuleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RankingRule"]> = ["highest_multiplier", "highest_point", "random", "wagering_point", "wagering_point_random"];
export const claimStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ClaimStatus"]> = [0, 1, -1];
export const prizeSourceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Prize"]["source"]> = ["challenge", "tournament", "level_up"];
export const bonusStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BonusStatus"]> = ["available", "claimed", "active", "completed", "expired", "busted", "unclaimed"];
export const bonusTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BonusType"]> = ["cash_back_bonus", "welcome_bonus_offer", "deposit_bonus_offer", "free_spins_offer", "non_deposit_bonus"];
export const bonusTabValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BonusTab"]> = ["available", "active", "history"];
export const cashbackPeriodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CashbackPeriod"]> = ["daily", "weekly"];
export const vipCashbackBenefitKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["VipCashbackBenefit"]["kind"]> = ["cashback"];
export const vipRakebackBenefitKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["VipRakebackBenefit"]["kind"]> = ["rakeback"];
export const vipLevelUpBonusBenefitKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["VipLevelUpBonusBenefit"]["kind"]> = ["level_up_bonus"];
export const vipDailyLoginRewardBenefitKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["VipDailyLoginRewardBenefit"]["kind"]> = ["daily_login_reward"];
export const vipStarsToUnlockBenefitKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["VipStarsToUnlockBenefit"]["kind"]> = ["stars_to_unlock"];
export const gameTransactionTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["GameTransactionType"]> = ["game_rollback", "game_bet", "game_win"];
export const gamingRoundResultValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["GamingRoundResult"]> = ["open", "win", "loss", "push", "refunded"];
export const notificationTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NotificationType"]> = ["system", "deposit", "withdrawal", "bonus", "cashback", "promotion", "challenge", "tournament", "vip"];
export const redirectRuleTarget_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RedirectRule"]["target_type"]> = ["internal", "external"];
export const pageSlotValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PageSlot"]> = ["in_menu", "in_lobby", "in_top_lobby", "in_bottom_lobby", "in_lobby_nav", "in_casino_footer", "in_live_casino_footer", "in_top_live_casino", "in_bottom_live_casino", "in_live_casino_nav", "in_live_casino"];
export const loginStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LoginState"]> = ["logged_in", "logged_out"];
export const pageSlotItemTarget_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PageSlotItem"]["target_type"]> = ["category", "provider", "page", "promotion", "path", "url"];
export const supportMessageAuthorValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SupportMessage"]["author"]> = ["player", "agent"];
export const supportConversationStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SupportConversation"]["status"]> = ["open", "closed"];
export const realtimeWalletBalancePayloadReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RealtimeWalletBalancePayload"]["reason"]> = ["deposit", "withdrawal", "withdrawal_released", "bet", "win", "rollback", "bonus", "cashback", "prize", "adjustment"];
export const playModeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PlayMode"]> = ["real", "fun"];
export const playRouletteSpotKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PlayRouletteSpot"]["kind"]> = ["straight", "split", "street", "corner", "line", "dozen", "column", "red", "black", "odd", "even", "low", "high"];
export const playRouletteStateVariantValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PlayRouletteState"]["variant"]> = ["european", "french", "american"];
export const playRouletteStateRoundPhaseValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PlayRouletteState"]["round"]["phase"]> = ["betting", "spinning"];
export const playRouletteStateMy_betsStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PlayRouletteState"]["my_bets"]["status"]> = ["placed", "settled", "refunded"];
export const playRouletteStateHistoryColourValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PlayRouletteState"]["history"]["colour"]> = ["green", "red", "black"];
export const realtimeRouletteRoundPayloadPhaseValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RealtimeRouletteRoundPayload"]["phase"]> = ["betting", "spinning", "settled"];
