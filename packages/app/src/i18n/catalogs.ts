import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { Locale } from "@casino/core";

type CatalogModule = { messages: Messages };

/**
 * One lazy loader per locale: each compiled catalog becomes its own chunk, fetched only when that
 * language is chosen.
 */
const loaders: Record<Locale, () => Promise<CatalogModule>> = {
  en: () => import("../locales/en/messages.ts"),
  de: () => import("../locales/de/messages.ts"),
  ja: () => import("../locales/ja/messages.ts"),
  fr: () => import("../locales/fr/messages.ts"),
  nl: () => import("../locales/nl/messages.ts"),
  pt: () => import("../locales/pt/messages.ts"),
  tr: () => import("../locales/tr/messages.ts"),
  es: () => import("../locales/es/messages.ts"),
  ru: () => import("../locales/ru/messages.ts"),
};

/** Creates the Lingui instance the providers share (no locale active until {@link activateLocale}). */
export function createAppI18n(): I18n {
  return setupI18n();
}

const loaded = new WeakMap<I18n, Map<Locale, Messages>>();

/**
 * Loads the catalog of `locale` (once per instance) and activates it; components re-render in the
 * new language without a page reload.
 */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  let cache = loaded.get(i18n);
  if (!cache) {
    cache = new Map();
    loaded.set(i18n, cache);
  }
  let messages = cache.get(locale);
  if (!messages) {
    messages = (await loaders[locale]()).messages;
    cache.set(locale, messages);
  }
  i18n.loadAndActivate({ locale, messages });
}
