import { useEffect } from "react";
import { useLocation } from "react-router";
import { navigationActions } from "@casino/core";
import { useAppDispatch } from "@casino/core/react";

/**
 * The one mechanism that applies navigation rules 1-8: every navigation is reported to the core as
 * `navigation/locationChanged`; the core's navigation saga evaluates the rule functions (again by itself
 * when the signed-in state or the server's redirect rules change) and performs the decisions
 * through the navigation port, which the shell binds to this router.
 */
export function NavigationEffects() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = location;
  useEffect(() => {
    dispatch(navigationActions.locationChanged({ pathname, search, hash }));
  }, [dispatch, pathname, search, hash]);
  return null;
}
