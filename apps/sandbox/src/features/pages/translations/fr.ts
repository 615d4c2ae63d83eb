import type { PageText } from "../page-translations.ts";

export const fr: Record<string, PageText> = {};
