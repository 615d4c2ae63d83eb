import type { BlogText } from "../blog-content.ts";

export const nl: Record<string, BlogText> = {};
