import type { BlogText } from "../blog-content.ts";

export const ja: Record<string, BlogText> = {};
