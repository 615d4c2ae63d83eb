import type { BlogText } from "../blog-content.ts";

export const es: Record<string, BlogText> = {};
