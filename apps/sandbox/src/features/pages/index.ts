// The 'pages' feature's public face: what other features import (lint: casino/feature-boundaries).
export { pageContents } from "./page-content.ts";
export { pageTranslations } from "./page-translations.ts";
export { contentLocale, listPageSlotItems, type Locale, type PageSlotItem } from "./pages.ts";
