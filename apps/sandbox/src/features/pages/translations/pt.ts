import type { PageText } from "../page-translations.ts";

export const pt: Record<string, PageText> = {};
