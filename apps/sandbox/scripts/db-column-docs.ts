/**
 * What a column means, where its name does not say it: `scripts/db-types.ts` writes these as the
 * generated table interfaces' doc comments (`src/db/tables.gen.ts`). Keyed `table.column`.
 */
export const columnDocs: Record<string, string> = {
  "auth_tokens.ip": "Client IP at sign-in.",
  "auth_tokens.telegram_init_hash": "SHA-256 of the Telegram init data the token was minted from.",
  "blog_post_translations.body": "HTML, sanitised again when served.",
  "blog_post_translations.excerpt": "Plain text.",
  "blog_tags.names": "Locale -> name (`en` always present).",
  "bonus_offers.contributions": "Percent per game kind; missing kinds take the defaults.",
  "bonus_offers.translations":
    "Per locale, the translated `name` and `description` (lib/content-language.ts).",
  "cashback_periods.period_kind": "Migration 0014: the period's kind (`daily` before it).",
  "cashback_runs.period_kind": "Migration 0014: the period's kind (`daily` before it).",
  "challenge_entries.bet_id": "The settled bet that completed it.",
  "challenges.translations":
    "Per locale, the translated fields (lib/content-language.ts); English is in the columns.",
  "game_categories.site_hostname": "Null: every site's lobby; a hostname: that site's own row.",
  "game_categories.translations":
    "Per locale, the translated fields (lib/content-language.ts); English is in the columns.",
  "game_launches.user_id": "Null for a guest's fun launch.",
  "game_providers.color": "Brand colour `#rrggbb` (logo and tile accents).",
  "game_rounds.bonus_id":
    "The bonus whose money funded the round (null: real money); see docs/bonuses.md.",
  "game_rounds.client_seed":
    "The client seed an original was played with (recorded with the bet, never rewritten).",
  "game_rounds.formula_version":
    "The outcome formula version (`@casino/fair` FormulaVersion) the original was played with.",
  "game_rounds.server_seed_hash":
    "The SHA-256 of the pair's server seed the original was played with.",
  "game_sessions.fun_balance": "Play money of a fun session (never on the ledger).",
  "game_sessions.state": "Engine state between requests (the slot's free spins).",
  "game_sessions.token": "The game page's session token (from a launch token).",
  "games.blocked_countries": "ISO 3166-1 alpha-2 codes the game may not be played from.",
  "games.engine_params":
    "Engine-specific (slot: reels, rows, paylines, symbols; roulette: variant, table limits, ...).",
  "games.max_bet": "USD.",
  "games.min_bet": "USD.",
  "games.release_date": "`YYYY-MM-DD`.",
  "games.rtp": "Percent, e.g. `96.50`.",
  "games.translations":
    "Per locale, the translated fields (lib/content-language.ts); English is in the columns.",
  "gaming_limits.amount": "USD, 2 decimals; null: no limit in force.",
  "gaming_limits.pending_set":
    "A raise or removal waits until `pending_from` (`pending_amount` null removes).",
  "ledger_accounts.wallet_id": "The user wallet of a player account; null for house accounts.",
  "ledger_entries.amount": "Signed: positive credits the account.",
  "login_rewards.day": "UTC day, `YYYY-MM-DD`.",
  "notifications.amounts":
    "The amounts written in `body` (`[]` for notifications before they were kept).",
  "notifications.uuid": "The public id (the contract's notification ids are UUIDs).",
  "page_slot_items.site_hostname": "Null: every site; a hostname: that site only.",
  "page_slot_items.translations":
    "Per locale, the translated fields (lib/content-language.ts); English is in the columns.",
  "page_translations.body": "HTML, sanitised again when served.",
  "pages.body": "Sanitised HTML.",
  "prizes.bonus_id":
    "The `available` free-spins bonus a claimed `free_spin` prize granted (migration 0013).",
  "prizes.translations":
    "Per locale, its `source_title` and `description` in that language (migration 0022).",
  "promotions.translations":
    "Per locale, the translated fields (lib/content-language.ts); English is in the columns.",
  "roulette_bets.transaction_id": "The seamless wallet's bet id of this placement.",
  "seamless_wallet_operations.transaction_id":
    "The provider's transaction id: the idempotency key.",
  "sites.accent_color": "Colour of the generated logo and favicon.",
  "sites.logo_url": "Null: the sandbox's generated logo / favicon.",
  "sites.operator": "The operator's legal name, licence and contacts (footer); null: none shown.",
  "support_conversations.guest_lang":
    "A guest's language (the `X-localization` they last wrote with), for their e-mails.",
  "support_conversations.guest_token_hash": "SHA-256 (hex) of the guest's access token.",
  "support_conversations.user_id":
    "Null: a guest's conversation (then `guest_email` and `guest_token_hash` are set).",
  "tournaments.translations":
    "Per locale, the translated fields (lib/content-language.ts); English is in the columns.",
  "users.date_of_birth": "`YYYY-MM-DD`.",
  "users.hide_name":
    'Public places (feeds, leaderboards, bet pages) show "Hidden" instead of the masked name.',
  "users.referral_qualified_at":
    "When this player reached the referral programme's qualifying deposit.",
  "users.terms_accepted_at":
    "When the player confirmed being of legal age and accepted the terms (both at once: at sign-up or with `POST /api/user/consent`); null until then (`User.consent_required`).",
  "users.two_factor_last_step":
    "The last TOTP time step accepted (a code is never accepted twice).",
  "users.two_factor_secret": "AES-GCM encrypted base32 TOTP secret.",
  "users.welcome_answered_at":
    "When the player answered the after-sign-up welcome invitation (B19).",
  "wallet_transactions.due_at":
    "When the background job next moves it (deposit confirmation, withdrawal step).",
};
