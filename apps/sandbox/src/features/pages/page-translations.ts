/**
 * The static pages in the eight languages besides English (whose text is page-content.ts):
 * title, meta description and body per slug, one file per language. Bodies use the same tags
 * and links as the English ones.
 */
import type { Locale } from "./pages.ts";
import { de } from "./translations/de.ts";
import { es } from "./translations/es.ts";
import { fr } from "./translations/fr.ts";
import { ja } from "./translations/ja.ts";
import { nl } from "./translations/nl.ts";
import { pt } from "./translations/pt.ts";
import { ru } from "./translations/ru.ts";
import { tr } from "./translations/tr.ts";

/** A page's text in one language. */
export interface PageText {
  title: string;
  meta_description: string;
  body: string;
}

export const pageTranslations: Partial<Record<Locale, Record<string, PageText>>> = {
  de,
  es,
  fr,
  ja,
  nl,
  pt,
  ru,
  tr,
};
