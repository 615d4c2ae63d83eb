import { type ReactNode } from "react";

/** One line of the password checklist. `test` gets the current value. */
export interface PasswordRule {
  id: string;
  label: ReactNode;
  test: (value: string) => boolean;
}

/** The fixed punctuation set a password may (and must, once) contain (spec section 5). */
export const PASSWORD_SPECIAL_CHARACTERS = "!@#$%^&*()_+-=[]{};':\"\\|,.<>/?`~";

const escaped = PASSWORD_SPECIAL_CHARACTERS.replace(/[\]\\^-]/g, "\\$&");
const special = new RegExp(`[${escaped}]`);
const allowedOnly = new RegExp(`^[A-Za-z0-9${escaped}]*$`);

/** Translated labels of the default rules (keys follow the spec's validation messages). */
export interface PasswordRuleLabels {
  /** pw_length: 8 to 32 characters. */
  length: ReactNode;
  /** numeric: at least one digit. */
  numeric: ReactNode;
  lowercase: ReactNode;
  uppercase: ReactNode;
  /** special_character: one of {@link PASSWORD_SPECIAL_CHARACTERS}. */
  specialCharacter: ReactNode;
  /** password_wrong_format: only letters, digits and the special set. Omit to leave the rule out. */
  allowedCharacters?: ReactNode;
}

/**
 * The spec's section-5 password rules with the caller's (translated) labels.
 * An app can pass its own rules to PasswordField instead, e.g. core's validators.
 */
export function createPasswordRules(labels: PasswordRuleLabels): PasswordRule[] {
  const rules: PasswordRule[] = [
    { id: "length", label: labels.length, test: (v) => v.length >= 8 && v.length <= 32 },
    { id: "numeric", label: labels.numeric, test: (v) => /[0-9]/.test(v) },
    { id: "lowercase", label: labels.lowercase, test: (v) => /[a-z]/.test(v) },
    { id: "uppercase", label: labels.uppercase, test: (v) => /[A-Z]/.test(v) },
    { id: "special_character", label: labels.specialCharacter, test: (v) => special.test(v) },
  ];
  if (labels.allowedCharacters !== undefined) {
    rules.push({
      id: "allowed_characters",
      label: labels.allowedCharacters,
      test: (v) => v.length > 0 && allowedOnly.test(v),
    });
  }
  return rules;
}
