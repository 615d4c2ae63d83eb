import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { appActions } from "@casino/core";
import { useAppDispatch } from "../../shared/store-hooks.ts";

/** Paths that scroll to the top on entry; other pages keep the browser's scroll. */
function scrollsToTop(pathname: string): boolean {
  return pathname === "/" || /^\/promotion\/[^/]+$/.test(pathname);
}

/**
 * The one mechanism that applies navigation rules 1-8: every navigation is reported to the core as
 * `app/locationChanged`; the core's navigation saga evaluates the rule functions (again by itself
 * when the signed-in state or the server's redirect rules change) and performs the decisions
 * through the navigation port, which the shell binds to this router.
 */
export function NavigationEffects() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = location;
  useEffect(() => {
    dispatch(appActions.locationChanged({ pathname, search, hash }));
  }, [dispatch, pathname, search, hash]);
  // Not on the first page of a load: a new document starts at the top (a reload keeps the
  // browser's restored position), and a scroll there would force a layout before first paint.
  const entered = useRef(false);
  useEffect(() => {
    if (entered.current && scrollsToTop(pathname)) window.scrollTo({ top: 0 });
    entered.current = true;
  }, [pathname, search]);
  return null;
}
