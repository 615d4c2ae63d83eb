import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { Locale } from "@casino/core";

type CatalogModule = { messages: Messages };

/**
 * One lazy loader per locale: each compiled catalog becomes its own chunk, fetched only when that
 * language is chosen.
 */
const loaders: Record<Locale, () => Promise<CatalogModule>> = {
  en: () => import("../locales/en/messages"),
  de: () => import("../locales/de/messages"),
  ja: () => import("../locales/ja/messages"),
  fr: () => import("../locales/fr/messages"),
  nl: () => import("../locales/nl/messages"),
  pt: () => import("../locales/pt/messages"),
  tr: () => import("../locales/tr/messages"),
  es: () => import("../locales/es/messages"),
  ru: () => import("../locales/ru/messages"),
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
