import type { AppLocation } from "../platform/ports.ts";
import { queryParam, toInternalPath, withoutQueryParams } from "./internal-path.ts";
import { isAuthOnlyPath, isGuestOnlyPath, routes } from "./route-table.ts";
import type { NavigationDecision, NavigationRule, NavigationState } from "./types.ts";

const none: NavigationDecision = { type: "none" };
const LOBBY_PATH = routes.lobby.path;
const NOT_AVAILABLE_PATH = routes.notAvailable.path;

/** Query parameter carrying a bonus code (rule 3). */
export const BONUS_CODE_PARAM = "txtbonuscode";
/** Query parameter carrying the path to visit after login (rule 7). */
export const BACK_TO_URL_PARAM = "backToUrl";

/**
 * Rule 1: a blocked visitor not on `/not-available` loses the token and is replaced there; a
 * visitor who is not blocked is sent from `/not-available` to the lobby. Unknown status: nothing.
 */
export const countryRule: NavigationRule = (state, location) => {
  const onNotAvailable = location.pathname === NOT_AVAILABLE_PATH;
  if (state.countryBlocked === true && !onNotAvailable)
    return { type: "replace", path: NOT_AVAILABLE_PATH, clearToken: true };
  if (state.countryBlocked === false && onNotAvailable)
    return { type: "replace", path: LOBBY_PATH };
  return none;
};

/**
 * Rule 2: with the messaging-app login type and no launch data (neither in the environment nor a
 * `tgWebAppData` query parameter), the browser goes to the configured external address.
 */
export const launchDataRule: NavigationRule = (state, location) => {
  if (state.shellKind !== "telegram" || state.hasLaunchData) return none;
  if (queryParam(location.search, "tgWebAppData")) return none;
  if (!/^https?:\/\//i.test(state.externalUrl)) return none;
  return { type: "external", url: state.externalUrl };
};

/** Rule 3: a bonus code in the query is stored (cookie, 1 day) and removed by a replacing redirect. */
export const bonusCodeRule: NavigationRule = (_state, location) => {
  const code = queryParam(location.search, BONUS_CODE_PARAM)?.trim();
  if (!code) return none;
  return {
    type: "storeBonusCode",
    code,
    path: withoutQueryParams(location.pathname, location.search, [BONUS_CODE_PARAM]),
  };
};

/**
 * Rule 4: `open-deposit=true` or `open-bonus=true` opens the auth dialog on login, `open-auth=login`
 * or `open-auth=register` on that mode, but only for a signed-out visitor.
 */
export const openAuthRule: NavigationRule = (state, location) => {
  if (state.loggedIn) return none;
  const openAuth = queryParam(location.search, "open-auth");
  if (openAuth === "login" || openAuth === "register") return { type: "openAuth", tab: openAuth };
  if (
    queryParam(location.search, "open-deposit") === "true" ||
    queryParam(location.search, "open-bonus") === "true"
  ) {
    return { type: "openAuth", tab: "login" };
  }
  return none;
};

/** Rule 5: the full path (path and query) is saved as the previous route (cookie, 1 day). */
export const previousRouteRule: NavigationRule = (_state, location) => ({
  type: "savePreviousRoute",
  path: `${location.pathname}${location.search}`,
});

/**
 * Rule 6: a server-driven redirect for the current path (exact match, trailing slash ignored):
 * `external` rules load an absolute http(s) URL in the whole window, `internal` rules replace the
 * route with a safe internal path. Anything else (`//host`, `javascript:`) is ignored.
 */
export const serverRedirectRule: NavigationRule = (state, location) => {
  const pathname =
    location.pathname.length > 1 ? location.pathname.replace(/\/+$/, "") : location.pathname;
  const rule = state.redirects.find((r) => r.path === pathname);
  if (!rule) return none;
  if (rule.target_type === "external")
    return /^https?:\/\/[^/\\]/i.test(rule.target) ? { type: "external", url: rule.target } : none;
  const path = toInternalPath(rule.target);
  if (path === null || path === pathname) return none;
  return { type: "replace", path };
};

/**
 * Rule 7: a `backToUrl` query parameter holding a safe internal path opens the login dialog and
 * remembers the path for after login; a signed-in player is sent there directly.
 */
export const backToUrlRule: NavigationRule = (state, location) => {
  const raw = queryParam(location.search, BACK_TO_URL_PARAM);
  if (raw === null) return none;
  const path = toInternalPath(raw);
  if (path === null) return none;
  if (state.loggedIn) return { type: "replace", path };
  return { type: "openAuth", tab: "login", afterLoginPath: path };
};

/**
 * Rule 8: signed-in-only routes send a guest to the lobby; guest-only routes send a player away.
 * A guest who opened a protected page (a link, a bookmark, the menu) lands on the lobby with the
 * page as `backToUrl`, so the sign-in dialog says why and brings them back (rule 7); when the
 * session has just ended there, the lobby is enough.
 */
export const accessRule: NavigationRule = (state, location) => {
  if (!state.loggedIn && isAuthOnlyPath(location.pathname)) {
    if (state.sessionEnded) return { type: "replace", path: LOBBY_PATH };
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return { type: "replace", path: `${LOBBY_PATH}?${BACK_TO_URL_PARAM}=${back}` };
  }
  if (state.loggedIn && isGuestOnlyPath(location.pathname))
    return { type: "replace", path: LOBBY_PATH };
  return none;
};

/**
 * Rules 1 to 8 in the order they apply on a navigation. A rule that changes the URL (replace,
 * external, bonus code removal) ends the evaluation, since the rules run again on the next URL; the
 * others (open a dialog, save the route) accumulate.
 */
export const navigationRules: readonly NavigationRule[] = [
  countryRule,
  launchDataRule,
  serverRedirectRule,
  bonusCodeRule,
  accessRule,
  backToUrlRule,
  openAuthRule,
  previousRouteRule,
];

/** Evaluates {@link navigationRules} for one navigation and returns the decisions to apply, in order. */
export function evaluateNavigation(
  state: NavigationState,
  location: AppLocation,
): NavigationDecision[] {
  const decisions: NavigationDecision[] = [];
  for (const rule of navigationRules) {
    const decision = rule(state, location);
    if (decision.type === "none") continue;
    decisions.push(decision);
    if (
      decision.type === "replace" ||
      decision.type === "external" ||
      decision.type === "storeBonusCode"
    )
      break;
  }
  return decisions;
}
