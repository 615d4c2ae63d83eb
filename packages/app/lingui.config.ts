import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/** The 9 interface languages (spec section 1); English is the source. */
export const locales = ["en", "de", "ja", "fr", "nl", "pt", "tr", "es", "ru"];

export default defineConfig({
  sourceLocale: "en",
  locales,
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/src"],
      exclude: ["**/*.test.ts", "**/*.test.tsx", "**/locales/**", "**/testing/**"],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
