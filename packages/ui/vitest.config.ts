// Runs every story as a test in headless Chromium (Storybook's Vitest addon).
// The a11y addon fails a story on any axe violation (`a11y.test: "error"` in .storybook/preview.tsx).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumArgs as args, chromiumPath as executablePath } from "@casino/playwright-config";

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** The catalogue runs once per theme, each theme a project of one run (one start-up, not three). */
const themes = ["dark", "light", "telegram"] as const;

export default defineConfig({
  test: {
    projects: themes.map((theme) => ({
      extends: true,
      plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
      test: {
        name: `storybook-${theme}`,
        provide: { theme },
        setupFiles: [path.join(dirname, ".storybook/vitest-theme.ts")],
        browser: {
          enabled: true,
          headless: true,
          provider: playwright({ launchOptions: { executablePath, args } }),
          instances: [{ browser: "chromium" as const }],
        },
      },
    })),
  },
});
