import type { PageText } from "../page-translations.ts";

export const ru: Record<string, PageText> = {};
