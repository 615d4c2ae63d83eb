/**
 * The web shell's configuration: the only place that reads `import.meta.env` (Vite `VITE_*`
 * variables). Defaults run the shell against the local sandbox (docs/app.md lists them).
 */
const env = import.meta.env;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === "") return fallback;
  return ["1", "true", "on", "yes"].includes(value.trim().toLowerCase());
}

const apiBaseUrl = (env.VITE_API_BASE_URL || "http://localhost:4000").replace(/\/+$/, "");

/** Which social sign-in the buttons use: the sandbox's test provider, the real ones, or none. */
export type SocialMode = "sandbox" | "providers" | "off";

export const webEnv = {
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
  /** Registration needs e-mail verification (the sandbox default). */
  emailVerification: flag(env.VITE_EMAIL_VERIFICATION, true),
  /** Rule 2's external address (the messaging-app bot). */
  externalUrl: env.VITE_TELEGRAM_URL || "https://t.me/",
  social: {
    mode: (env.VITE_SOCIAL_MODE || "sandbox") as SocialMode,
    googleClientId: env.VITE_GOOGLE_CLIENT_ID || "",
    facebookAppId: env.VITE_FACEBOOK_APP_ID || "",
  },
  buildId: env.VITE_BUILD_ID || "dev",
  production: env.PROD,
} as const;
