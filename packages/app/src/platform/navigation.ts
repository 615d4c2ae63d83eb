import type { AppLocation, NavigationPort } from "@casino/core";

/** The part of a react-router data router the port drives. */
export interface NavigableRouter {
  state: { location: AppLocation };
  navigate(to: string | number, options?: { replace?: boolean }): Promise<void>;
}

/**
 * Position of the current entry in this app's history: react-router keeps it as `idx` in
 * `history.state`. 0 means "nothing of ours to go back to" (`history.length` would also count
 * entries of other sites, or ones a reload or a forward navigation left behind).
 */
export function historyIndex(state: unknown = window.history.state): number {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" && Number.isInteger(idx) && idx > 0 ? idx : 0;
}

/**
 * Navigation bound to the router (client-side push/replace/back) once it exists, and to
 * `window.location` for full loads, reloads and external addresses. `canGoBack` feeds rule 10's
 * back button in the mini app.
 */
export function createRouterNavigation(getRouter: () => NavigableRouter | null): NavigationPort {
  const fallbackLocation = (): AppLocation => ({
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
  });
  return {
    location: () => {
      const router = getRouter();
      if (!router) return fallbackLocation();
      const { pathname, search, hash } = router.state.location;
      return { pathname, search, hash };
    },
    push: (path) => {
      const router = getRouter();
      if (router) void router.navigate(path);
      else window.location.assign(path);
    },
    replace: (path) => {
      const router = getRouter();
      if (router) void router.navigate(path, { replace: true });
      else window.location.replace(path);
    },
    reload: () => window.location.reload(),
    assign: (url) => window.location.assign(url),
    canGoBack: () => historyIndex() > 0,
    back: () => {
      if (historyIndex() === 0) return;
      const router = getRouter();
      if (router) void router.navigate(-1);
      else window.history.back();
    },
  };
}
