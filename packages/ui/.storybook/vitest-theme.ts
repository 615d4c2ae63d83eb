/**
 * Story tests: the theme of this Vitest project (one project per theme, see vitest.config.ts),
 * read by the preview's initial globals.
 */
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    theme: string;
  }
}

(globalThis as { __STORY_TEST_THEME__?: string }).__STORY_TEST_THEME__ = inject("theme");
