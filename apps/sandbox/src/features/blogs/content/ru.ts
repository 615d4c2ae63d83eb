import type { BlogText } from "../blog-content.ts";

export const ru: Record<string, BlogText> = {};
