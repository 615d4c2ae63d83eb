import Cookies from "js-cookie";
import type { StoragePort } from "@casino/core";

/** Options for {@link createBrowserStorage}. */
export interface BrowserStorageOptions {
  /**
   * The app runs inside another site's iframe (Telegram Web shows the mini app that way), where
   * `SameSite=Lax` cookies are neither sent nor kept: over https cookies are then written
   * `SameSite=None; Secure; Partitioned` (CHIPS).
   */
  embedded?: boolean;
  /** Page protocol; defaults to the current one. */
  protocol?: string;
}

/**
 * Cookies (js-cookie) with max-age in seconds, and the tab's sessionStorage for `auth_date`.
 * Cookies are `SameSite=Lax` and `Secure` on https, or cross-site ones when `embedded`.
 */
export function createBrowserStorage({
  embedded = false,
  protocol = window.location.protocol,
}: BrowserStorageOptions = {}): StoragePort {
  const secure = protocol === "https:";
  const attributes: Cookies.CookieAttributes =
    embedded && secure
      ? { sameSite: "None", secure: true, partitioned: true, path: "/" }
      : { sameSite: "Lax", secure, path: "/" };
  return {
    get: (name) => Cookies.get(name),
    set: (name, value, options) => {
      Cookies.set(name, value, {
        ...attributes,
        ...(options?.maxAge !== undefined
          ? { expires: new Date(Date.now() + options.maxAge * 1000) }
          : {}),
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
          // Storage disabled (private mode): the value simply is not kept.
        }
      },
    },
  };
}
