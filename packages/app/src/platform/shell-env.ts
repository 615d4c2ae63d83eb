import type { PusherConfig } from "@casino/core";
import { parseScriptHosts } from "./csp.ts";

/** The `VITE_*` variables a shell passes in (its `import.meta.env`). */
export type ViteEnv = Record<string, string | boolean | undefined>;

/** Configuration both shells share, parsed from their build-time environment. */
export interface ShellEnv {
  apiBaseUrl: string;
  broadcastAuthUrl: string;
  pusher: PusherConfig;
  /** Site hostname sent as `X-Domain` (branding per site); empty means the page's hostname. */
  siteHostname: string;
  siteTitle: string;
  /** Registration needs e-mail verification. */
  emailVerification: boolean;
  /** Rule 2's external address (the messaging-app bot). */
  externalUrl: string;
  buildId: string;
  /**
   * Origins the site's seal and analytics scripts may load from (`VITE_CSP_SCRIPT_HOSTS`, https
   * only); the production build's Content-Security-Policy allows exactly these.
   */
  scriptHosts: string[];
  development: boolean;
  production: boolean;
}

function text(env: ViteEnv, name: string): string {
  const value = env[name];
  return typeof value === "string" ? value.trim() : "";
}

function flag(env: ViteEnv, name: string, fallback: boolean): boolean {
  const value = text(env, name).toLowerCase();
  return value === "" ? fallback : ["1", "true", "on", "yes"].includes(value);
}

/**
 * Reads the shared `VITE_*` settings with defaults that run a shell against the local sandbox
 * (docs/app.md lists them). Each shell calls this from its `env.ts`, the one place that reads
 * `import.meta.env`. `emailVerification` is the shell's default for the verification gate (on for the
 * web, off inside Telegram: spec rule 10).
 */
export function parseShellEnv(env: ViteEnv, defaults: { emailVerification: boolean }): ShellEnv {
  const apiBaseUrl = (text(env, "VITE_API_BASE_URL") || "http://localhost:4000").replace(
    /\/+$/,
    "",
  );
  return {
    apiBaseUrl,
    broadcastAuthUrl: text(env, "VITE_BROADCAST_AUTH_URL") || `${apiBaseUrl}/broadcasting/auth`,
    pusher: {
      key: text(env, "VITE_PUSHER_KEY") || "sandbox-key",
      host: text(env, "VITE_PUSHER_HOST") || "localhost",
      port: Number(text(env, "VITE_PUSHER_PORT") || 4000),
      tls: flag(env, "VITE_PUSHER_TLS", false),
      cluster: text(env, "VITE_PUSHER_CLUSTER") || "mt1",
    },
    siteHostname: text(env, "VITE_SITE_HOSTNAME"),
    siteTitle: text(env, "VITE_SITE_TITLE") || "Casino",
    emailVerification: flag(env, "VITE_EMAIL_VERIFICATION", defaults.emailVerification),
    externalUrl: text(env, "VITE_TELEGRAM_URL") || "https://t.me/",
    buildId: text(env, "VITE_BUILD_ID") || "dev",
    scriptHosts: parseScriptHosts(text(env, "VITE_CSP_SCRIPT_HOSTS")),
    development: env.DEV === true,
    production: env.PROD === true,
  };
}
