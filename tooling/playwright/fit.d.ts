import type { Locator, Page } from "@playwright/test";

/** What the journeys click in one language (the names the catalogs give them). */
export interface Language {
  readonly code: "en" | "de" | "es" | "fr" | "ja" | "nl" | "pt" | "ru" | "tr";
  /** The language's own name, as the side menu's picker lists it. */
  readonly autonym: string;
  readonly menu: string;
  readonly deposit: string;
  readonly wallet: string;
  readonly accountMenu: string;
  readonly lobby: string;
  /** The bottom navigation's (short) name of the promotions page. */
  readonly promotions: string;
  readonly profile: string;
  readonly quickNav: string;
}

/** The nine languages, English first. */
export declare const LANGUAGES: readonly [Language, ...Language[]];
export declare function clippedTexts(root: Locator): Promise<string[]>;
export declare function expectWhole(page: Page, root: Locator, where: string): Promise<void>;
export declare function chooseLanguageInMenu(
  page: Page,
  from: Language,
  to: Language,
): Promise<void>;
