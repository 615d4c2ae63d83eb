import { string } from "yup";
import { message, type ValidationMessageKey } from "./messages.ts";

/** Shortest password allowed. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password allowed. */
export const PASSWORD_MAX_LENGTH = 32;
/** The fixed punctuation set a password must draw its special character from (ASCII punctuation). */
export const PASSWORD_SPECIAL_CHARACTERS = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

const special = new Set(PASSWORD_SPECIAL_CHARACTERS);
const allowed = (ch: string) => /[A-Za-z0-9]/.test(ch) || special.has(ch);

/** One rule of the password checklist. */
export interface PasswordRule {
  id: "pw_length" | "numeric" | "lowercase" | "uppercase" | "special_character";
  /** Message key shown next to the rule (under `validation_message`). */
  messageKey: ValidationMessageKey;
  test(password: string): boolean;
}

/** The password rules in checklist order, for the UI's live checklist and for {@link passwordSchema}. */
export const passwordRules: readonly PasswordRule[] = [
  {
    id: "pw_length",
    messageKey: "validation_message.pw_length",
    test: (p) => p.length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH,
  },
  { id: "numeric", messageKey: "validation_message.numeric", test: (p) => /[0-9]/.test(p) },
  { id: "lowercase", messageKey: "validation_message.lowercase", test: (p) => /[a-z]/.test(p) },
  { id: "uppercase", messageKey: "validation_message.uppercase", test: (p) => /[A-Z]/.test(p) },
  {
    id: "special_character",
    messageKey: "validation_message.special_character",
    test: (p) => [...p].some((c) => special.has(c)),
  },
];

/** Whether every character is a digit, a Latin letter or from {@link PASSWORD_SPECIAL_CHARACTERS}. */
export function hasOnlyAllowedPasswordCharacters(password: string): boolean {
  return [...password].every(allowed);
}

/** A blank value (nothing but white space) is only `required`: the other rules wait for input. */
const blank = (v: string | undefined) => !v || v.trim().length === 0;

/**
 * Password schema: required, every checklist rule, then only allowed characters
 * (`password_wrong_format`). Each failing rule reports its own message key; a blank value reports
 * only `required`, as the server does.
 */
export function passwordSchema() {
  let schema = string()
    .default("")
    .test("required", message("required"), (v) => !blank(v));
  for (const rule of passwordRules) {
    schema = schema.test(
      rule.id,
      message(rule.messageKey, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
      (v) => blank(v) || rule.test(v!),
    );
  }
  return schema.test(
    "password_wrong_format",
    message("password_wrong_format"),
    (v) => blank(v) || hasOnlyAllowedPasswordCharacters(v!),
  );
}
