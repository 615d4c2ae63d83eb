import { locales } from "@casino/api";
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "en",
  // The contract's interface languages; English is the source.
  locales: [...locales],
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
