/**
 * The mini-app shell's configuration: the only place that reads `import.meta.env` (Vite `VITE_*`
 * variables). Defaults run the shell against the local sandbox (docs/mini-app.md lists them).
 */
const env = import.meta.env;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === "") return fallback;
  return ["1", "true", "on", "yes"].includes(value.trim().toLowerCase());
}

const apiBaseUrl = (env.VITE_API_BASE_URL || "http://localhost:4000").replace(/\/+$/, "");

export const miniAppEnv = {
  apiBaseUrl,
  broadcastAuthUrl: env.VITE_BROADCAST_AUTH_URL || `${apiBaseUrl}/broadcasting/auth`,
  pusher: {
    key: env.VITE_PUSHER_KEY || "sandbox-key",
    host: env.VITE_PUSHER_HOST || "localhost",
    port: Number(env.VITE_PUSHER_PORT || 4000),
    tls: flag(env.VITE_PUSHER_TLS, false),
    cluster: env.VITE_PUSHER_CLUSTER || "mt1",
  },
  /** Site hostname sent as `X-Domain` (branding per site); defaults to the page's hostname. */
  siteHostname: env.VITE_SITE_HOSTNAME || "",
  siteTitle: env.VITE_SITE_TITLE || "Casino",
  /** The e-mail verification gate: off by default inside Telegram (spec rule 10). */
  emailVerification: flag(env.VITE_EMAIL_VERIFICATION, false),
  /** Rule 2's external address: where a browser without Telegram launch data is sent (the bot). */
  externalUrl: env.VITE_TELEGRAM_URL || "https://t.me/",
  buildId: env.VITE_BUILD_ID || "dev",
  /** Development server (`pnpm dev`): the mocked Telegram environment may be used. */
  development: Boolean(env.DEV),
  production: Boolean(env.PROD),
} as const;

/**
 * `pnpm dev` only: loads the mocked Telegram client (`mock-env.ts`). Vite replaces
 * `import.meta.env.DEV` with `false` in the production build, so this is `null` there and the mock
 * module is not in the bundle (a test checks the built files).
 */
export const loadDevTelegram = import.meta.env.DEV ? () => import("./mock-env") : null;

/** The shell's configuration type. */
export type MiniAppEnv = typeof miniAppEnv;
