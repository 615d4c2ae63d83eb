import { number, string } from "yup";
import { message } from "./messages.ts";

/** E-mail pattern: local part, `@`, a dotted domain with a top-level part of 2+ letters. */
export const EMAIL_PATTERN =
  /^[^\s@"(),:;<>[\\\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
/** Username: lowercase letters, digits, underscore, dot. */
export const USERNAME_PATTERN = /^[a-z0-9_.]+$/;
/** Phone: 9 to 15 digits. */
export const PHONE_PATTERN = /^[0-9]{9,15}$/;
/** Zip code: 5 to 9 digits. */
export const ZIP_CODE_PATTERN = /^[0-9]{5,9}$/;

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

/** E-mail address (`email_invalid`). */
export function emailSchema() {
  return requiredString().test(
    "email",
    message("email_invalid"),
    (v) => !isFilled(v) || EMAIL_PATTERN.test(v.trim()),
  );
}

/** Username (`username_invalid`). */
export function usernameSchema() {
  return requiredString().test(
    "username",
    message("username_invalid"),
    (v) => !isFilled(v) || USERNAME_PATTERN.test(v.trim()),
  );
}

/** E-mail or username, as the login form takes it (`email_username_invalid`). */
export function emailOrUsernameSchema() {
  return requiredString().test(
    "email_or_username",
    message("email_username_invalid"),
    (v) => !isFilled(v) || EMAIL_PATTERN.test(v.trim()) || USERNAME_PATTERN.test(v.trim()),
  );
}

/** Phone number, 9 to 15 digits (`phone_wrong_format`). */
export function phoneSchema() {
  return requiredString().test(
    "phone",
    message("phone_wrong_format"),
    (v) => !isFilled(v) || PHONE_PATTERN.test(v.trim()),
  );
}

/** Zip code, 5 to 9 digits (`zipcode_wrong_format`). */
export function zipCodeSchema() {
  return requiredString().test(
    "zipcode",
    message("zipcode_wrong_format"),
    (v) => !isFilled(v) || ZIP_CODE_PATTERN.test(v.trim()),
  );
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
