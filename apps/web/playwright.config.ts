import { e2eConfig } from "@casino/playwright-config";
import { defineConfig } from "@playwright/test";

/** IPs of the documentation range the sandbox maps to a blocked country in these journeys. */
export const BLOCKED_COUNTRY = "US";

export default defineConfig(
  e2eConfig({
    testDir: "./e2e",
    baseURL: "http://localhost:3000",
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
          SANDBOX_BLOCKED_COUNTRIES: BLOCKED_COUNTRY,
          // The journeys play visitors from other addresses with X-Forwarded-For, as a proxy on
          // this machine would send it: the sandbox trusts it from loopback peers only.
          SANDBOX_TRUST_PROXY: "loopback",
          // Withdrawals move only through the dev endpoint (the wallet journeys move them).
          SANDBOX_WITHDRAWAL_STEP_SECONDS: "0",
        },
      },
      {
        command: "pnpm run start",
        url: "http://localhost:3000",
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
    ],
  }),
);
