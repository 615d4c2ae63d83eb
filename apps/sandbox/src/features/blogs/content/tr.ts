import type { BlogText } from "../blog-content.ts";

export const tr: Record<string, BlogText> = {};
