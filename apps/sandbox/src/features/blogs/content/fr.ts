import type { BlogText } from "../blog-content.ts";

export const fr: Record<string, BlogText> = {};
