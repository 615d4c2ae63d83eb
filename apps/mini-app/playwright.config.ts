import { e2eConfig, e2ePorts } from "@casino/playwright-config";
import { defineConfig } from "@playwright/test";

/**
 * Journeys against the production build (`vite preview` on 3001) and the sandbox (in-memory
 * database, dev endpoints on): the app is opened the way Telegram opens it, with signed launch
 * parameters in the address and a recorder standing in for the client (e2e/support/telegram.ts).
 */
const ports = e2ePorts({ web: 3001, api: 4000 });
const webOrigin = `http://localhost:${ports.web}`;

export default defineConfig(
  e2eConfig({
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
          // The journeys play visitors from other addresses with X-Forwarded-For (loopback proxy).
          SANDBOX_TRUST_PROXY: "loopback",
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
);
