import { e2eConfig } from "@casino/playwright-config";
import { defineConfig } from "@playwright/test";

/**
 * Journeys against the production build (`vite preview` on 3001) and the sandbox (in-memory
 * database, dev endpoints on): the app is opened the way Telegram opens it, with signed launch
 * parameters in the address and a recorder standing in for the client (e2e/support/telegram.ts).
 */
export default defineConfig(
  e2eConfig({
    testDir: "./e2e",
    baseURL: "http://localhost:3001",
    webServer: [
      {
        command: "pnpm --filter @casino/sandbox start",
        url: "http://localhost:4000/api/settings/general",
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        env: {
          SANDBOX_DATA_DIR: "memory://",
          SANDBOX_DEV: "1",
          SANDBOX_LOG_LEVEL: "warn",
          // The journeys play visitors from other addresses with X-Forwarded-For (loopback proxy).
          SANDBOX_TRUST_PROXY: "loopback",
        },
      },
      {
        command: "pnpm run start",
        url: "http://localhost:3001",
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
    ],
  }),
);
