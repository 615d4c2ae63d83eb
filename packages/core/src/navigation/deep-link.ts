import { toInternalPath } from "./internal-path.ts";
import { routes } from "./route-table.ts";
import type { DeepLink } from "./types.ts";

/** Start parameters allow only these characters, up to 512 of them (messaging-app rule). */
const startParamPattern = /^[A-Za-z0-9_-]{1,512}$/;

/** Delay before a start parameter is handled after login or mount. */
export const START_PARAM_DELAY_MS = 500;

/** Result of {@link parseStartParam}. */
export type StartParamResult = { ok: true; link: DeepLink } | { ok: false; reason: string };

/**
 * Parses a messaging-app start parameter into a deep link (rule 9). Format: `action` or
 * `action_value`; `open-page` carries the path with `__` between segments
 * (`open-page_promotion__summer` is `/promotion/summer`), `open-game` the game id or slug,
 * `open-auth` `login` or `register`, `txtbonuscode` the code, `ref` a referral code (`ref_LUCKY42`:
 * the referral link of the mini app, prefilled at sign-up and sent with the Telegram sign-in).
 */
export function parseStartParam(raw: string | null | undefined): StartParamResult {
  if (!raw) return { ok: false, reason: "empty start parameter" };
  if (!startParamPattern.test(raw))
    return { ok: false, reason: `invalid start parameter: ${raw.slice(0, 64)}` };
  const separator = raw.indexOf("_");
  const action = separator === -1 ? raw : raw.slice(0, separator);
  const value = separator === -1 ? "" : raw.slice(separator + 1);
  switch (action) {
    case "open-deposit":
    case "open-bonus":
      return value ? invalid(raw) : { ok: true, link: { action } };
    case "open-auth":
      if (value === "" || value === "login") return { ok: true, link: { action, tab: "login" } };
      if (value === "register") return { ok: true, link: { action, tab: "register" } };
      return invalid(raw);
    case "txtbonuscode":
      return value ? { ok: true, link: { action, code: value } } : invalid(raw);
    case "ref":
      return value && value.length <= 255
        ? { ok: true, link: { action, reference: value } }
        : invalid(raw);
    case "open-game":
      return /^[A-Za-z0-9-]+$/.test(value)
        ? { ok: true, link: { action, gameId: value } }
        : invalid(raw);
    case "open-page": {
      const segments = value.split("__");
      if (segments.some((segment) => !/^[A-Za-z0-9_-]+$/.test(segment))) return invalid(raw);
      const path = toInternalPath(`/${segments.join("/")}`);
      return path ? { ok: true, link: { action, path } } : invalid(raw);
    }
    default:
      return invalid(raw);
  }
}

function invalid(raw: string): StartParamResult {
  return { ok: false, reason: `invalid start parameter: ${raw.slice(0, 64)}` };
}

/**
 * Rule 9: a start parameter is handled only when the launch `auth_date` is new, that is differs from
 * the one stored in session storage when the last start parameter was handled.
 */
export function isNewLaunch(
  authDate: number | undefined,
  storedAuthDate: string | undefined,
): boolean {
  if (authDate === undefined || !Number.isFinite(authDate)) return false;
  return storedAuthDate !== String(authDate);
}

/** What the mini-app chrome should look like on a location (rule 10). */
export interface MiniAppChrome {
  backButtonVisible: boolean;
  closingConfirmation: boolean;
  fullscreen: boolean;
}

/**
 * Rule 10: the back button shows only when history exists and the path is not the lobby; closing
 * confirmation is always on; full screen is requested on android and ios.
 */
export function miniAppChrome(input: {
  pathname: string;
  canGoBack: boolean;
  platform: string;
}): MiniAppChrome {
  return {
    backButtonVisible: input.canGoBack && input.pathname !== routes.lobby.path,
    closingConfirmation: true,
    fullscreen: input.platform === "android" || input.platform === "ios",
  };
}
