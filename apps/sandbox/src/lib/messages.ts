/**
 * Human text for the envelope's `message`. The client translates `code` and
 * the keys in `errors`; `message` is the fallback shown in toasts. The sandbox
 * writes it in English whatever X-localization says.
 */
const texts: Record<string, string> = {
  required: "This field is required.",
  email_invalid: "Enter a valid e-mail address.",
  username_invalid: "Use 3 to 20 lowercase letters, digits, underscores or dots.",
  email_username_invalid: "Enter a valid e-mail address or username.",
  password_wrong_format: "The password contains characters that are not allowed.",
  password_not_match: "The passwords do not match.",
  phone_wrong_format: "Enter 9 to 15 digits.",
  zipcode_wrong_format: "Enter 5 to 9 digits.",
  min_length: "This value is too short.",
  max_length: "This value is too long.",
  between: "This value is out of range.",
  numeric: "Enter a number within the allowed range.",
  "validation_message.pw_length": "The password must have 8 to 32 characters.",
  "validation_message.numeric": "The password needs at least one digit.",
  "validation_message.lowercase": "The password needs at least one lowercase letter.",
  "validation_message.uppercase": "The password needs at least one uppercase letter.",
  "validation_message.special_character": "The password needs at least one special character.",
  bad_request: "The request could not be read.",
  unauthenticated: "Please sign in.",
  token_expired: "The session or link has expired.",
  forbidden: "You are not allowed to do this.",
  not_found: "Not found.",
  rate_limited: "Too many attempts. Please wait and try again.",
  invalid_value: "This value is not allowed.",
  invalid_date: "Enter a valid date.",
  invalid_credentials: "The username, e-mail or password is wrong.",
  account_disabled: "This account is disabled.",
  country_blocked: "The service is not available in your country.",
  email_not_verified: "Please verify your e-mail address first.",
  email_already_verified: "This e-mail address is already verified.",
  verification_link_invalid: "This verification link is not valid.",
  username_taken: "This username is already taken.",
  email_taken: "This e-mail address is already taken.",
  phone_taken: "This phone number is already used by another account.",
  current_password_wrong: "The current password is wrong.",
  social_token_invalid: "The sign-in with this provider failed.",
  telegram_data_invalid: "The Telegram launch data is not valid.",
  telegram_data_expired: "The Telegram launch data has expired.",
  two_factor_invalid: "The code is wrong.",
  two_factor_not_enabled: "Two-factor authentication is not enabled.",
  two_factor_already_enabled: "Two-factor authentication is already enabled.",
  otp_invalid: "The code is wrong.",
  otp_expired: "The code has expired.",
  phone_missing: "No phone verification is pending.",
  channel_forbidden: "You may not subscribe to this channel.",
  server_error: "Something went wrong on our side.",
};

/** The human text for a message key (the key itself when unknown). */
export function messageFor(key: string): string {
  return texts[key] ?? key;
}
