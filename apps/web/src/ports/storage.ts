import Cookies from "js-cookie";
import type { StoragePort } from "@casino/core";

/**
 * Cookies (js-cookie, `SameSite=Lax`, `Secure` on https) with max-age in seconds, and the tab's
 * sessionStorage for `auth_date`.
 */
export function createCookieStorage(): StoragePort {
  const secure = window.location.protocol === "https:";
  return {
    get: (name) => Cookies.get(name),
    set: (name, value, options) => {
      Cookies.set(name, value, {
        sameSite: "Lax",
        secure,
        path: "/",
        ...(options?.maxAge !== undefined ? { expires: new Date(Date.now() + options.maxAge * 1000) } : {}),
      });
    },
    remove: (name) => Cookies.remove(name, { path: "/" }),
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
          // Storage disabled (private mode): the value simply is not kept.
        }
      },
    },
  };
}
