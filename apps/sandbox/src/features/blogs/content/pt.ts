import type { BlogText } from "../blog-content.ts";

export const pt: Record<string, BlogText> = {};
