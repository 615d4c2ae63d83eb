/**
 * The content language of a request and the one way content records follow it.
 *
 * A request's language is its `X-localization` when it names one of the contract's locales,
 * else English. A content record (page-slot item, category, game, promotion, tournament,
 * challenge) keeps its English text in its own columns and its other languages in a
 * `translations` column: per locale, the translated value of some of its fields. A record read
 * in a language takes each field's translation when there is one and keeps the English value
 * otherwise, so a missing language, or a missing field of a language, falls back to English.
 * Static pages and blog posts keep whole translated documents in their own tables
 * (`page_translations`, `blog_post_translations`) under the same rule.
 */
import { locales } from "@casino/api";
import type { Schemas } from "./contract-types.ts";

export type Locale = Schemas["Locale"];

/** The contract's locales. */
export { locales };

/** The content language of a request: its `X-localization` when known, else English. */
export function contentLocale(lang: string | undefined): Locale {
  return (locales as readonly string[]).includes(lang ?? "") ? (lang as Locale) : "en";
}

/** Per locale other than English, the translated value of each translated field. */
export type ContentTranslations = Partial<Record<Locale, Record<string, string>>>;

/**
 * `record` in `locale`: each of its string fields that `translations` translates into `locale`
 * replaced by the translation; every other field (and every field in English) unchanged.
 */
export function inLanguage<T extends object>(
  record: T,
  translations: ContentTranslations | null | undefined,
  locale: Locale,
): T {
  const fields = locale === "en" ? undefined : translations?.[locale];
  if (!fields) return record;
  const out = { ...record } as Record<string, unknown>;
  for (const [field, value] of Object.entries(fields))
    if (field in out && typeof value === "string" && value !== "") out[field] = value;
  return out as T;
}
