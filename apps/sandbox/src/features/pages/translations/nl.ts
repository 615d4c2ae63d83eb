import type { PageText } from "../page-translations.ts";

export const nl: Record<string, PageText> = {};
