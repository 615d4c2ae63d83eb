import type { ReactNode } from "react";
import { isAuthOnlyPath, isGuestOnlyPath, selectIsLoggedIn } from "@casino/core";
import { useLocation } from "react-router";
import { useAppSelector } from "@casino/core/react";

/**
 * Keeps a screen from rendering for the wrong audience while the core's access rule (rule 8)
 * redirects: auth-only screens render nothing for a guest, guest-only screens nothing for a player.
 * It never navigates itself; the navigation saga does.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!loggedIn && isAuthOnlyPath(pathname)) return null;
  if (loggedIn && isGuestOnlyPath(pathname)) return null;
  return <>{children}</>;
}
