import { locales } from "@casino/api";
import type { Locale } from "../../api/entities.ts";

/** Fallback language. */
export const DEFAULT_LANGUAGE: Locale = "en";

/** Maps a language tag (`de-AT`, `pt_BR`, `EN`) to a supported language, or null. */
export function toSupportedLanguage(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return (locales as readonly string[]).includes(base) ? (base as Locale) : null;
}

/**
 * The saved cookie wins; when none is saved and nobody is signed in, the
 * messaging-app language code, then the browser language, else `en`.
 */
export function resolveLanguage(input: {
  cookie: string | undefined;
  loggedIn: boolean;
  telegramLanguage: string | undefined;
  browserLanguage: string | undefined;
}): Locale {
  const saved = toSupportedLanguage(input.cookie);
  if (saved) return saved;
  if (input.loggedIn) return DEFAULT_LANGUAGE;
  return (
    toSupportedLanguage(input.telegramLanguage) ??
    toSupportedLanguage(input.browserLanguage) ??
    DEFAULT_LANGUAGE
  );
}
