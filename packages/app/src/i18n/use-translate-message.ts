import { useCallback } from "react";
import { useLingui } from "@lingui/react";
import type { I18n } from "@lingui/core";
import { isValidationMessage, type ValidationMessage } from "@casino/core";
import { fieldNames, messageKeys } from "./message-keys.ts";

/** Anything a message can come as: a key, a validation message, or nothing. */
export type TranslatableMessage = string | ValidationMessage | null | undefined;

/**
 * Translates a message key or a {@link ValidationMessage}. Unknown keys are returned unchanged
 * when they look like server text (contain a space), else `fallback` (or the generic error text).
 */
export function translateMessage(
  i18n: I18n,
  message: TranslatableMessage,
  fallback?: string,
): string {
  if (!message) return fallback ?? i18n._(messageKeys.generic_error!);
  const key = isValidationMessage(message) ? message.key : message;
  const descriptor = messageKeys[key];
  if (!descriptor)
    return fallback ?? (key.includes(" ") ? key : i18n._(messageKeys.generic_error!));
  const values: Record<string, unknown> = isValidationMessage(message) ? { ...message.values } : {};
  if (typeof values.field === "string") {
    const name = fieldNames[values.field];
    if (name) values.field = i18n._(name);
  }
  return i18n._({ ...descriptor, values });
}

/** Hook form of {@link translateMessage}, bound to the active locale. */
export function useTranslateMessage() {
  const { i18n } = useLingui();
  return useCallback(
    (message: TranslatableMessage, fallback?: string) => translateMessage(i18n, message, fallback),
    [i18n],
  );
}
