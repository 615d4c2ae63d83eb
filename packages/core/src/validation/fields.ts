import { CLIENT_SEED_MAX_LENGTH, isClientSeed } from "@casino/fair";
import { number, string } from "yup";
import { message, type ValidationMessageKey } from "./messages.ts";

/**
 * E-mail pattern, the contract's `Email.pattern`: a dot-atom local part (no leading, trailing or
 * double dots), `@`, dotted labels of at most 63 characters, a top-level part of 2 to 63 letters.
 * At most {@link EMAIL_MAX_LENGTH} characters.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;
/** Longest e-mail address (the contract's `Email.maxLength`). */
export const EMAIL_MAX_LENGTH = 255;
/** Username: 3 to 20 lowercase letters, digits, underscores and dots (the contract's `Username`). */
export const USERNAME_PATTERN = /^[a-z0-9_.]{3,20}$/;

/** Phone: 9 to 15 digits. */
export const PHONE_PATTERN = /^[0-9]{9,15}$/;
/** Zip code: 5 to 9 digits. */
export const ZIP_CODE_PATTERN = /^[0-9]{5,9}$/;

/** An e-mail address as the server takes it: the value as sent, not trimmed. */
const isEmail = (v: string) => v.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(v);

/** Whether a value is non-blank after trimming. */
export function isFilled(value: unknown): boolean {
  return typeof value === "string"
    ? value.trim().length > 0
    : value !== undefined && value !== null;
}

/** A required string: non-blank after trimming (`required`). */
export function requiredString() {
  return string()
    .default("")
    .test("required", message("required"), (v): v is string => isFilled(v));
}

/** A required string that, once filled, must pass `valid` (else the message `key`). */
function checkedString(name: string, key: ValidationMessageKey, valid: (v: string) => boolean) {
  return requiredString().test(name, message(key), (v) => !isFilled(v) || valid(v));
}

/** E-mail address (`email_invalid`). */
export function emailSchema() {
  return checkedString("email", "email_invalid", isEmail);
}

/** Username (`username_invalid`). */
export function usernameSchema() {
  return checkedString("username", "username_invalid", (v) => USERNAME_PATTERN.test(v));
}

/** E-mail or username, as the login form takes it (`email_username_invalid`); sign-in trims it. */
export function emailOrUsernameSchema() {
  return checkedString(
    "email_or_username",
    "email_username_invalid",
    (v) => v.length <= EMAIL_MAX_LENGTH && (isEmail(v.trim()) || USERNAME_PATTERN.test(v.trim())),
  );
}

/** Phone number, 9 to 15 digits (`phone_wrong_format`). */
export function phoneSchema() {
  return checkedString("phone", "phone_wrong_format", (v) => PHONE_PATTERN.test(v));
}

/** Zip code, 5 to 9 digits (`zipcode_wrong_format`). */
export function zipCodeSchema() {
  return checkedString("zipcode", "zipcode_wrong_format", (v) => ZIP_CODE_PATTERN.test(v));
}

/** Length bounds with the field name: `min_length`, `max_length`, or `between` when both are given. */
export function lengthSchema(field: string, bounds: { min?: number; max?: number }) {
  const { min, max } = bounds;
  const key =
    min !== undefined && max !== undefined
      ? "between"
      : min !== undefined
        ? "min_length"
        : "max_length";
  const values: Record<string, string | number> = { field };
  if (min !== undefined) values.min = min;
  if (max !== undefined) values.max = max;
  return requiredString().test(key, message(key, values), (v) => {
    if (!isFilled(v)) return true;
    const length = v.trim().length;
    return (min === undefined || length >= min) && (max === undefined || length <= max);
  });
}

/** A number within bounds (`min` / `max` with the field name). Blank input is `required`. */
export function numberRangeSchema(field: string, bounds: { min?: number; max?: number }) {
  let schema = number()
    .transform((value: number, original: unknown) =>
      typeof original === "string" && original.trim() === "" ? undefined : value,
    )
    .typeError(message("required"))
    .required(message("required"));
  if (bounds.min !== undefined)
    schema = schema.min(bounds.min, message("min", { field, min: bounds.min }));
  if (bounds.max !== undefined)
    schema = schema.max(bounds.max, message("max", { field, max: bounds.max }));
  return schema;
}

/**
 * A provably fair client seed (the contract's `FairClientSeed`, `@casino/fair`'s `isClientSeed`):
 * 1 to 64 characters counted in code points (an emoji is one), letters, marks, digits,
 * punctuation, symbols and spaces of any script, no control characters. Taken as typed (never
 * trimmed: spaces are part of the seed). Empty is `required`, too long `max_length` (with `field`
 * and `max`), any other refused character `invalid_value`.
 */
export function clientSeedSchema(field: string) {
  const length = (v: string) => [...v].length;
  return string()
    .default("")
    .test("required", message("required"), (v) => typeof v === "string" && v.length > 0)
    .test(
      "max_length",
      message("max_length", { field, max: CLIENT_SEED_MAX_LENGTH }),
      (v) => !v || length(v) <= CLIENT_SEED_MAX_LENGTH,
    )
    .test(
      "client_seed",
      message("invalid_value"),
      (v) => !v || length(v) > CLIENT_SEED_MAX_LENGTH || isClientSeed(v),
    );
}
