import type { PageText } from "../page-translations.ts";

export const es: Record<string, PageText> = {};
