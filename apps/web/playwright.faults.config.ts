import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

/**
 * The faults the journeys below are tried against: added latency, a share of 503s on safe `/api/`
 * calls and every WebSocket cut at this period (docs/sandbox.md, "Faults and shutdown"). The
 * clients retry a safe call once, so one safe call in a hundred fails for the player.
 */
export const SANDBOX_FAULTS = "latency=20-120,error-rate=0.1,drop-every=8";

// The journeys' helpers read it (watchRealtime waits for a fresh socket only with faults on).
process.env.E2E_FAULTS = "1";

const servers = Array.isArray(base.webServer) ? base.webServer : [];

/**
 * The wallet journeys, the real-money slot and an original (dice) again with `SANDBOX_FAULTS` on:
 * the tests tagged `@faults` (e2e/faults.spec.ts runs only here) (`pnpm run e2e:faults`; `pnpm run e2e` runs it
 * after the plain run). Same ports as `playwright.config.ts`: the shell is built for that API
 * origin, and the two runs never overlap.
 */
export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: ["wallets.spec.ts", "play.spec.ts", "faults.spec.ts"],
  grep: /@faults/,
  // Every call waits 20-120 ms more, a tenth of the safe ones is answered once more, and every
  // drop costs a reconnect and a resync.
  timeout: 90_000,
  outputDir: "test-results/faults",
  webServer: servers.map((server, index) =>
    index === 0 ? { ...server, env: { ...server.env, SANDBOX_FAULTS } } : server,
  ),
});
