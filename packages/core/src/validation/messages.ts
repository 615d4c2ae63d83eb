/**
 * A validation message: a field-validation key plus the values a translation interpolates.
 * yup carries it as the error's `message` (yup accepts object messages); the app translates `key`.
 */
export type ValidationMessage = {
  key: ValidationMessageKey;
  values?: Record<string, string | number>;
};

/** Every field-validation message key. */
export type ValidationMessageKey =
  | "validation_message.numeric"
  | "validation_message.pw_length"
  | "validation_message.lowercase"
  | "validation_message.uppercase"
  | "validation_message.special_character"
  | "password_wrong_format"
  | "email_username_invalid"
  | "email_invalid"
  | "username_invalid"
  | "phone_wrong_format"
  | "zipcode_wrong_format"
  | "required"
  | "max_length"
  | "invalid_value"
  | "min_length"
  | "between"
  | "min"
  | "max"
  | "password_not_match";

/** Builds a {@link ValidationMessage}. */
export function message(
  key: ValidationMessageKey,
  values?: Record<string, string | number>,
): ValidationMessage {
  return values ? { key, values } : { key };
}

/** Whether a value is a {@link ValidationMessage} (for form layers that receive yup errors). */
export function isValidationMessage(value: unknown): value is ValidationMessage {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { key?: unknown }).key === "string"
  );
}
