import { e2eConfig } from "@casino/playwright-config";
import { defineConfig } from "@playwright/test";

export default defineConfig(
  e2eConfig({
    testDir: "./e2e",
    baseURL: "http://localhost:3000",
    webServer: [{ command: "pnpm run start", url: "http://localhost:3000", reuseExistingServer: !process.env.CI, timeout: 60_000 }],
  }),
);
