import { useEffect } from "react";
import { useLocation } from "react-router";
import { appActions, selectIsLoggedIn, selectRedirects } from "@casino/core";
import { useAppDispatch, useAppSelector } from "../../shared/store-hooks.ts";

/** Paths that scroll to the top on entry (spec section 2); other pages keep the browser's scroll. */
function scrollsToTop(pathname: string): boolean {
  return pathname === "/" || /^\/promotion\/[^/]+$/.test(pathname);
}

/**
 * The one mechanism that applies navigation rules 1-8: every navigation (and every change of the
 * signed-in state or of the server's redirect rules) is reported to the core as
 * `app/locationChanged`; the core's navigation saga evaluates the rule functions and performs the
 * decisions through the navigation port, which the shell binds to this router.
 */
export function NavigationEffects() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const redirects = useAppSelector(selectRedirects);
  const { pathname, search, hash } = location;
  useEffect(() => {
    dispatch(appActions.locationChanged({ pathname, search, hash }));
  }, [dispatch, pathname, search, hash, loggedIn, redirects]);
  useEffect(() => {
    if (scrollsToTop(pathname)) window.scrollTo({ top: 0 });
  }, [pathname, search]);
  return null;
}
