import Cookies from "js-cookie";
import type { StoragePort } from "@casino/core";

/**
 * Cookies (js-cookie) with max-age in seconds, and the tab's sessionStorage for `auth_date`. Telegram
 * Web shows the mini app in a cross-site iframe, where `SameSite=Lax` cookies are neither sent nor
 * kept: over https the cookies are `SameSite=None; Secure; Partitioned` (CHIPS). Over plain http
 * (local development, tests) they are `SameSite=Lax`.
 */
export function createMiniAppStorage(protocol: string = window.location.protocol): StoragePort {
  const secure = protocol === "https:";
  const attributes: Cookies.CookieAttributes = secure ? { sameSite: "None", secure: true, partitioned: true, path: "/" } : { sameSite: "Lax", path: "/" };
  return {
    get: (name) => Cookies.get(name),
    set: (name, value, options) => {
      Cookies.set(name, value, {
        ...attributes,
        ...(options?.maxAge !== undefined ? { expires: new Date(Date.now() + options.maxAge * 1000) } : {}),
      });
    },
    remove: (name) => Cookies.remove(name, attributes),
    session: {
      get: (name) => {
        try {
          return window.sessionStorage.getItem(name) ?? undefined;
        } catch {
          return undefined;
        }
      },
      set: (name, value) => {
        try {
          window.sessionStorage.setItem(name, value);
        } catch {
          // Storage disabled: the value simply is not kept.
        }
      },
    },
  };
}
