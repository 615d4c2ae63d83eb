// Runs every story as a test in headless Chromium (Storybook's Vitest addon).
// The a11y addon fails a story on any axe violation (`a11y.test: "error"` in .storybook/preview.tsx).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium; Playwright's own browser downloads are not reachable here. */
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const args = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
        test: {
          name: "storybook",
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath, args } }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
