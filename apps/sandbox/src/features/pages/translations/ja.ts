import type { PageText } from "../page-translations.ts";

export const ja: Record<string, PageText> = {};
