/** The interface languages, in the spec's order. */
export const languageCodes = ["en", "de", "ja", "fr", "nl", "pt", "tr", "es", "ru"] as const;
export type LanguageCode = (typeof languageCodes)[number];

/**
 * Each language by its own name (autonym). These are data, not UI copy: a
 * language is always shown in itself, whatever the interface language.
 */
export const languageAutonyms: Record<LanguageCode, string> = {
  en: "English",
  de: "Deutsch",
  ja: "日本語",
  fr: "Français",
  nl: "Nederlands",
  pt: "Português",
  tr: "Türkçe",
  es: "Español",
  ru: "Русский",
};

/** Whether a string is one of the supported language codes. */
export function isLanguageCode(value: string): value is LanguageCode {
  return (languageCodes as readonly string[]).includes(value);
}
