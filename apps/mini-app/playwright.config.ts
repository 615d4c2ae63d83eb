import { e2eConfig, e2ePorts, shellServers } from "@casino/playwright-config";
import { defineConfig } from "@playwright/test";

/**
 * Journeys against the production build (`vite preview` on 3001) and the sandbox (in-memory
 * database, dev endpoints on): the app is opened the way Telegram opens it, with signed launch
 * parameters in the address and a recorder standing in for the client (e2e/support/telegram.ts).
 */
const ports = e2ePorts({ web: 3001, api: 4000 });

export default defineConfig(
  e2eConfig({
    testDir: "./e2e",
    baseURL: `http://localhost:${ports.web}`,
    webServer: shellServers(ports),
  }),
);
