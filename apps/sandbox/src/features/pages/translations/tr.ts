import type { PageText } from "../page-translations.ts";

export const tr: Record<string, PageText> = {};
