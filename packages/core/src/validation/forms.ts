import { boolean, object, ref, string } from "yup";
import { isOneTimeCode } from "@casino/rules";
import {
  emailOrUsernameSchema,
  emailSchema,
  isFilled,
  requiredString,
  usernameSchema,
} from "./fields.ts";
import { message } from "./messages.ts";
import { passwordSchema } from "./password.ts";

/** Password confirmation: required and equal to the sibling `password` (`password_not_match`). */
export function passwordConfirmationSchema(passwordField = "password") {
  return requiredString().oneOf([ref<string>(passwordField)], message("password_not_match"));
}

/** Login form: `username_or_email` and `password` (the password is only required here). */
export const loginFormSchema = object({
  username_or_email: emailOrUsernameSchema(),
  password: requiredString(),
});

/** A box the player must tick (`required` until it is). */
const mustTick = () => boolean().default(false).oneOf([true], message("required"));

/** The two boxes of the player's consent: of legal age, terms accepted (the server requires both). */
const consentFields = { age_confirmed: mustTick(), terms_accepted: mustTick() };

/**
 * The consent form of an account that joined without the sign-up form (Google, Facebook,
 * Telegram) or before it asked: the same two boxes (`POST /api/user/consent`).
 */
export const consentFormSchema = object(consentFields);

/**
 * Registration form. `voucher_code` (a promotion code) and `reference` (a referral code) are
 * optional; the age confirmation and the terms must be ticked (the server refuses without them).
 */
export const registerFormSchema = object({
  username: usernameSchema(),
  email: emailSchema(),
  password: passwordSchema(),
  voucher_code: string()
    .default("")
    .trim()
    .max(64, message("max_length", { field: "voucher_code", max: 64 })),
  reference: string()
    .default("")
    .trim()
    .max(255, message("max_length", { field: "reference", max: 255 })),
  ...consentFields,
});

/** Reset-password form: new password and its confirmation. */
export const resetPasswordFormSchema = object({
  password: passwordSchema(),
  password_confirmation: passwordConfirmationSchema(),
});

/** Change-password form. */
export const changePasswordFormSchema = object({
  current_password: requiredString(),
  password: passwordSchema(),
  password_confirmation: passwordConfirmationSchema(),
});

/** A one-time code that may be left empty (offered as proof instead of the password). */
export function optionalOneTimeCodeSchema() {
  return string()
    .default("")
    .test(
      "numeric",
      message("validation_message.numeric"),
      (v) => !isFilled(v) || isOneTimeCode(v),
    );
}

/**
 * Change-password form of an account that may have no password yet (a Telegram or social
 * sign-up): the current password when it has one; setting a first password is proven with a
 * two-factor `code` (or, without two-factor, a recent sign-in). The server says which is missing.
 */
export const setPasswordFormSchema = object({
  current_password: string().default(""),
  code: optionalOneTimeCodeSchema(),
  password: passwordSchema(),
  password_confirmation: passwordConfirmationSchema(),
});

/** Forgot-password form. */
export const forgotPasswordFormSchema = object({ email: emailSchema() });

/** Two-factor code: a one-time code (6 digits); a recovery code is any non-blank text. */
export const twoFactorCodeSchema = object({
  code: requiredString().test(
    "numeric",
    message("validation_message.numeric"),
    (v) => !isFilled(v) || isOneTimeCode(v),
  ),
});
