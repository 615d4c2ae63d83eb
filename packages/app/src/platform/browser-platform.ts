import type { ShellKind, Logger, Platform, TelegramPort } from "@casino/core";
import { createFingerprint } from "./fingerprint.ts";
import { createRouterNavigation, type NavigableRouter } from "./navigation.ts";
import { lazyEchoRealtime } from "./realtime.ts";
import type { ShellEnv } from "./shell-env.ts";
import { createBrowserStorage } from "./storage.ts";

/** Browser console logger; debug lines only outside production. */
export function createConsoleLogger(production: boolean): Logger {
  return {
    debug: (message, details) => {
      if (!production) console.debug(message, details ?? "");
    },
    info: (message, details) => console.info(message, details ?? ""),
    warn: (message, details) => console.warn(message, details ?? ""),
    error: (message, details) => console.error(message, details ?? ""),
  };
}

/** Options for {@link createBrowserPlatform}. */
export interface BrowserPlatformOptions {
  env: ShellEnv;
  shellKind: ShellKind;
  /** Returns the router once it exists (the store is created first). */
  getRouter: () => NavigableRouter | null;
  /** The Telegram port (mini app only). */
  telegram?: TelegramPort;
  /** Runs inside another site's iframe: cross-site cookies (see createBrowserStorage). */
  embedded?: boolean;
  /** Defaults to {@link createConsoleLogger}. */
  logger?: Logger;
}

/**
 * The core's ports for a shell running in a browser: cookie and session storage, router-bound
 * navigation, FingerprintJS, the lazily loaded Echo client, static JSON for the build check. The web
 * and mini-app shells differ only in the options.
 */
export function createBrowserPlatform({
  env,
  shellKind,
  getRouter,
  telegram,
  embedded = false,
  logger = createConsoleLogger(env.production),
}: BrowserPlatformOptions): Platform {
  return {
    storage: createBrowserStorage({ embedded }),
    navigation: createRouterNavigation(getRouter),
    fingerprint: createFingerprint(logger),
    telegram,
    config: {
      apiBaseUrl: env.apiBaseUrl,
      broadcastAuthUrl: env.broadcastAuthUrl,
      pusher: env.pusher,
      siteHostname: env.siteHostname || window.location.hostname,
      emailVerification: env.emailVerification,
      buildId: env.buildId,
      shellKind,
      externalUrl: env.externalUrl,
      browserLanguage: navigator.language,
    },
    logger,
    realtime: lazyEchoRealtime,
    fetchJson: async (url) => {
      const response = await fetch(url, { cache: "no-store" });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as unknown;
    },
  };
}
