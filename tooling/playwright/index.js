// Shared Playwright settings: Debian's Chromium (no browser downloads are possible here) with the
// flags that keep it off the network. A shell's playwright.config.ts spreads `e2eConfig(...)`.
import { existsSync } from "node:fs";

/** Chromium binary: CHROMIUM_PATH, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Launch flags for headless Chromium on these machines. */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Ports of a journey run: the shell's `E2E_WEB_PORT` and the sandbox's `E2E_API_PORT`, else the
 * shell's defaults. Several checkouts can run their journeys at once on other ports; the shell
 * must then be built for that API (`VITE_API_BASE_URL`, `VITE_PUSHER_PORT`).
 * @param {{ web: number, api: number }} defaults
 * @returns {{ web: number, api: number }}
 */
export function e2ePorts(defaults) {
  return {
    web: Number(process.env.E2E_WEB_PORT || defaults.web),
    api: Number(process.env.E2E_API_PORT || defaults.api),
  };
}

/**
 * @param {object} options
 * @param {string} options.testDir folder of the specs
 * @param {string} options.baseURL the shell under test
 * @param {import("@playwright/test").PlaywrightTestConfig["webServer"]} options.webServer servers to start
 * @returns {import("@playwright/test").PlaywrightTestConfig}
 */
export function e2eConfig({ testDir, baseURL, webServer }) {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  const ci = Boolean(process.env.CI);
  return {
    testDir,
    fullyParallel: false,
    forbidOnly: ci,
    retries: ci ? 1 : 0,
    workers: 1,
    timeout: 30_000,
    expect: { timeout: 10_000 },
    reporter: ci ? [["list"]] : [["list"]],
    outputDir: "test-results",
    use: {
      baseURL,
      trace: "retain-on-failure",
      screenshot: "only-on-failure",
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    },
    projects: [{ name: "chromium", use: { browserName: "chromium" } }],
    webServer,
  };
}

/**
 * The servers of a shell's journeys: the sandbox (in-memory database, dev endpoints on, trusting
 * X-Forwarded-For from loopback only, as a proxy on this machine would send it) on `ports.api`,
 * allowing the shell's origin, and the shell's production build (`vite preview`) on `ports.web`.
 * @param {{ web: number, api: number }} ports
 * @param {Record<string, string>} [sandboxEnv] the shell's own sandbox settings
 * @returns {import("@playwright/test").PlaywrightTestConfig["webServer"]}
 */
export function shellServers(ports, sandboxEnv = {}) {
  const webOrigin = `http://localhost:${ports.web}`;
  return [
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
        SANDBOX_TRUST_PROXY: "loopback",
        ...sandboxEnv,
      },
    },
    {
      command: `pnpm exec vite preview --port ${ports.web} --strictPort`,
      url: webOrigin,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ];
}
