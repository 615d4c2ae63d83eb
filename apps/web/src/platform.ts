import type { Logger, Platform } from "@casino/core";
import { webEnv } from "./env";
import { createFingerprint } from "./ports/fingerprint";
import { createRouterNavigation, type NavigableRouter } from "./ports/navigation";
import { lazyEchoRealtime } from "./ports/realtime";
import { createCookieStorage } from "./ports/storage";

/** Browser console logger (debug lines only in development). */
export const consoleLogger: Logger = {
  debug: (message, details) => {
    if (!webEnv.production) console.debug(message, details ?? "");
  },
  info: (message, details) => console.info(message, details ?? ""),
  warn: (message, details) => console.warn(message, details ?? ""),
  error: (message, details) => console.error(message, details ?? ""),
};

/** The web shell's ports for the core's store. `getRouter` returns the router once created. */
export function createWebPlatform(getRouter: () => NavigableRouter | null): Platform {
  return {
    storage: createCookieStorage(),
    navigation: createRouterNavigation(getRouter),
    fingerprint: createFingerprint(consoleLogger),
    config: {
      apiBaseUrl: webEnv.apiBaseUrl,
      broadcastAuthUrl: webEnv.broadcastAuthUrl,
      pusher: webEnv.pusher,
      siteHostname: webEnv.siteHostname || window.location.hostname,
      emailVerification: webEnv.emailVerification,
      buildId: webEnv.buildId,
      loginType: "email",
      externalUrl: webEnv.externalUrl,
      browserLanguage: navigator.language,
    },
    logger: consoleLogger,
    realtime: lazyEchoRealtime,
    fetchJson: async (url) => {
      const response = await fetch(url, { cache: "no-store" });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as unknown;
    },
  };
}
