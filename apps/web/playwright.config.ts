import { e2eConfig, e2ePorts, shellServers } from "@casino/playwright-config";
import { defineConfig } from "@playwright/test";

/** IPs of the documentation range the sandbox maps to a blocked country in these journeys. */
export const BLOCKED_COUNTRY = "US";

const ports = e2ePorts({ web: 3000, api: 4000 });

export default defineConfig({
  ...e2eConfig({
    testDir: "./e2e",
    baseURL: `http://localhost:${ports.web}`,
    webServer: shellServers(ports, {
      SANDBOX_BLOCKED_COUNTRIES: BLOCKED_COUNTRY,
      // Withdrawals move only through the dev endpoint (the wallet journeys move them).
      SANDBOX_WITHDRAWAL_STEP_SECONDS: "0",
    }),
  }),
  // Only meaningful with SANDBOX_FAULTS: playwright.faults.config.ts runs it.
  testIgnore: ["faults.spec.ts"],
});
