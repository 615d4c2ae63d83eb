import type { Logger, Platform, TelegramPort } from "@casino/core";
import { miniAppEnv } from "./env";
import { createFingerprint } from "./ports/fingerprint";
import { createMiniAppNavigation, type NavigableRouter } from "./ports/navigation";
import { lazyEchoRealtime } from "./ports/realtime";
import { createMiniAppStorage } from "./ports/storage";

/** Browser console logger (debug lines only in development). */
export const consoleLogger: Logger = {
  debug: (message, details) => {
    if (!miniAppEnv.production) console.debug(message, details ?? "");
  },
  info: (message, details) => console.info(message, details ?? ""),
  warn: (message, details) => console.warn(message, details ?? ""),
  error: (message, details) => console.error(message, details ?? ""),
};

/**
 * The mini-app shell's ports for the core's store: login type `telegram`, the Telegram port, cookie
 * and session storage, router navigation, fingerprint, realtime. `getRouter` returns the router once
 * created.
 */
export function createMiniAppPlatform(telegram: TelegramPort, getRouter: () => NavigableRouter | null): Platform {
  return {
    storage: createMiniAppStorage(),
    navigation: createMiniAppNavigation(getRouter),
    fingerprint: createFingerprint(consoleLogger),
    telegram,
    config: {
      apiBaseUrl: miniAppEnv.apiBaseUrl,
      broadcastAuthUrl: miniAppEnv.broadcastAuthUrl,
      pusher: miniAppEnv.pusher,
      siteHostname: miniAppEnv.siteHostname || window.location.hostname,
      emailVerification: miniAppEnv.emailVerification,
      buildId: miniAppEnv.buildId,
      loginType: "telegram",
      externalUrl: miniAppEnv.externalUrl,
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
