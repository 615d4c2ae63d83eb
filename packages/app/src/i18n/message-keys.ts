import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { MessageKey } from "@casino/api";

/**
 * Translations of every message key of the contract (`MessageKey`: the server's `code` and
 * `errors[field]`, and the validation schemas' keys). A key the contract adds and this table
 * lacks, or a key it drops, fails the type check.
 */
const serverMessages = {
  required: msg`This field is required.`,
  email_invalid: msg`Enter a valid e-mail address.`,
  username_invalid: msg`Use 3 to 20 lowercase letters, digits, underscores or dots.`,
  email_username_invalid: msg`Enter a valid e-mail address or username.`,
  password_wrong_format: msg`Use only letters, digits and the listed special characters.`,
  password_not_match: msg`The passwords do not match.`,
  phone_wrong_format: msg`Enter 9 to 15 digits.`,
  zipcode_wrong_format: msg`Enter 5 to 9 digits.`,
  min_length: msg`{field} must be at least {min, plural, one {# character} other {# characters}}.`,
  max_length: msg`{field} must be at most {max, plural, one {# character} other {# characters}}.`,
  between: msg`{field} must be between {min} and {max, plural, one {# character} other {# characters}}.`,
  numeric: msg`Enter a number.`,
  "validation_message.pw_length": msg`8 to 32 characters`,
  "validation_message.numeric": msg`At least one digit`,
  "validation_message.lowercase": msg`At least one lowercase letter`,
  "validation_message.uppercase": msg`At least one uppercase letter`,
  "validation_message.special_character": msg`At least one special character`,
  bad_request: msg`The request could not be read.`,
  unauthenticated: msg`Please sign in again.`,
  token_expired: msg`This link or session has expired.`,
  forbidden: msg`You are not allowed to do this.`,
  not_found: msg`Not found.`,
  rate_limited: msg`Too many attempts. Please wait a moment and try again.`,
  invalid_value: msg`This value is not allowed.`,
  invalid_date: msg`Enter a valid date.`,
  invalid_credentials: msg`Wrong username, e-mail or password.`,
  account_disabled: msg`This account is disabled.`,
  country_blocked: msg`The casino is not available in your country.`,
  email_not_verified: msg`Please verify your e-mail address first.`,
  email_already_verified: msg`This e-mail address is already verified.`,
  verification_link_invalid: msg`This verification link is not valid.`,
  username_taken: msg`This username is already taken.`,
  email_taken: msg`This e-mail address is already registered.`,
  phone_taken: msg`This phone number is already in use.`,
  current_password_wrong: msg`The current password is wrong.`,
  social_token_invalid: msg`The sign-in provider did not accept the sign-in.`,
  two_factor_invalid: msg`The code is not valid.`,
  two_factor_not_enabled: msg`Two-factor authentication is not enabled.`,
  two_factor_already_enabled: msg`Two-factor authentication is already enabled.`,
  otp_invalid: msg`The code is not valid.`,
  otp_expired: msg`The code has expired. Request a new one.`,
  phone_missing: msg`Enter your phone number first.`,
  insufficient_balance: msg`The amount is more than your balance.`,
  amount_invalid: msg`Enter a valid amount.`,
  amount_below_minimum: msg`The amount is below the minimum of this network.`,
  amount_above_maximum: msg`The amount is above the maximum of this network.`,
  address_invalid: msg`This address is not valid for the chosen network.`,
  memo_required: msg`This network needs a memo or destination tag.`,
  memo_invalid: msg`The memo or destination tag is not valid.`,
  network_unsupported: msg`This network is not available for this coin.`,
  wallet_not_found: msg`This wallet does not exist.`,
  deposit_disabled: msg`Deposits are switched off on this network.`,
  withdrawal_disabled: msg`Withdrawals are switched off on this network.`,
  withdrawal_not_cancelable: msg`This withdrawal can no longer be cancelled.`,
  date_range_invalid: msg`The start date must not be after the end date.`,
  telegram_data_invalid: msg`The Telegram sign-in data could not be verified.`,
  telegram_data_expired: msg`The Telegram sign-in has expired. Open the app again.`,
  channel_forbidden: msg`This live channel is not available to you.`,
  game_location_blocked: msg`This game is not available in your country.`,
  game_hidden_when_bonus: msg`This game cannot be played while a bonus is active.`,
  game_inactive: msg`This game is not available right now.`,
  demo_unavailable: msg`This game has no demo mode.`,
  bonus_not_available: msg`This bonus is not available.`,
  bonus_code_invalid: msg`This bonus code is not valid.`,
  bonus_already_claimed: msg`You have already claimed this bonus.`,
  bonus_not_cancelable: msg`This bonus can no longer be cancelled.`,
  bonus_active_exists: msg`You already have an active bonus.`,
  cashback_not_available: msg`There is no cashback to claim.`,
  prize_not_claimable: msg`This prize cannot be claimed.`,
  bet_refused: msg`This bet was refused.`,
  round_closed: msg`This round is already closed.`,
  mines_round_active: msg`Finish the round in play first.`,
  mines_round_missing: msg`There is no round in play.`,
  tile_invalid: msg`This tile cannot be chosen.`,
  launch_invalid: msg`This game could not be started. Please try again.`,
  session_expired: msg`The game session has expired. Open the game again.`,
  bet_out_of_range: msg`The bet is outside this game's limits.`,
  betting_closed: msg`Betting is closed for this round.`,
  provider_key_invalid: msg`The game provider could not be verified.`,
  deposit_limit_exceeded: msg`This deposit is over your deposit limit.`,
  loss_limit_exceeded: msg`This bet is over your loss limit.`,
  wager_limit_exceeded: msg`This bet is over your wager limit.`,
  cooling_off: msg`You are taking a break: betting and deposits are paused until it ends.`,
  self_excluded: msg`You have excluded yourself: betting and deposits are closed until it ends.`,
  bonus_max_bet_exceeded: msg`This bet is above the maximum bet allowed while your bonus is being wagered.`,
  support_conversation_limit: msg`You already have 3 open conversations. Close one before opening another.`,
  support_conversation_closed: msg`This conversation is closed. Open a new one to write to us.`,
  consent_required: msg`Confirm that you are of legal age and accept the terms and conditions before you play.`,
} satisfies Record<MessageKey, MessageDescriptor>;

/** Names of form fields, interpolated into the length and range messages. */
export const fieldNames: Record<string, MessageDescriptor> = {
  username: msg`Username`,
  email: msg`E-mail`,
  password: msg`Password`,
  first_name: msg`First name`,
  last_name: msg`Last name`,
  address: msg`Address`,
  code: msg`Code`,
  amount: msg`Amount`,
  memo: msg`Memo`,
  voucher_code: msg`Promo code`,
  reference: msg`Referral code`,
};

/** Success toasts (queued with these keys). */
export const successKeys = {
  passwordUpdated: "password_updated",
  userInfoUpdated: "user_info_updated",
  phoneVerified: "phone_verified",
  accountRegistered: "account_registered",
  depositReceived: "deposit_received",
} as const;

/**
 * Keys only the client raises: the numeric bounds of the validation schemas, network and generic
 * failures, success toasts.
 */
const clientMessages = {
  min: msg`{field} must be at least {min}.`,
  max: msg`{field} must be at most {max}.`,
  network_error: msg`Network error. Check your connection.`,
  generic_error: msg`Something went wrong. Please try again.`,
  [successKeys.passwordUpdated]: msg`Your password was updated.`,
  [successKeys.userInfoUpdated]: msg`Your details were updated.`,
  [successKeys.phoneVerified]: msg`Your phone number is verified.`,
  [successKeys.accountRegistered]: msg`Your account was created.`,
  [successKeys.depositReceived]: msg`Your deposit has arrived.`,
  verification_sent: msg`A new verification link is on its way.`,
} satisfies Record<string, MessageDescriptor>;

/** Translations by message key: the contract's keys and the client's own. */
export const messageKeys: Readonly<Record<string, MessageDescriptor>> = {
  ...serverMessages,
  ...clientMessages,
};
