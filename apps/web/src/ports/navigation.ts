import type { AppLocation, NavigationPort } from "@casino/core";

/** The part of a react-router data router the port drives. */
export interface NavigableRouter {
  state: { location: AppLocation };
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
}

/**
 * Navigation bound to the router (client-side push/replace) once it exists, and to
 * `window.location` for full loads, reloads and external addresses.
 */
export function createRouterNavigation(getRouter: () => NavigableRouter | null): NavigationPort {
  const fallbackLocation = (): AppLocation => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });
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
    canGoBack: () => window.history.length > 1,
    back: () => window.history.back(),
  };
}
