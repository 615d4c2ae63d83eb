import { e2eConfig, e2ePorts } from "@casino/playwright-config";
import { defineConfig } from "@playwright/test";

/** IPs of the documentation range the sandbox maps to a blocked country in these journeys. */
export const BLOCKED_COUNTRY = "US";

const ports = e2ePorts({ web: 3000, api: 4000 });
const webOrigin = `http://localhost:${ports.web}`;

export default defineConfig({
  ...e2eConfig({
    testDir: "./e2e",
    baseURL: webOrigin,
    webServer: [
      {
        command: "pnpm --filter @casino/sandbox start",
        url: `http://localhost:${ports.api}/api/settings/general`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        env: {
          SANDBOX_PORT: String(ports.api),
          SANDBOX_CORS_ORIGINS: `${webOrigin},http://127.0.0.1:${ports.web}`,
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
        command: `pnpm exec vite preview --port ${ports.web} --strictPort`,
        url: webOrigin,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
    ],
  }),
  // Only meaningful with SANDBOX_FAULTS: playwright.faults.config.ts runs it.
  testIgnore: ["faults.spec.ts"],
});
