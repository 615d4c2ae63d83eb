import { useCallback } from "react";
import { Link as RouterLink, NavLink, useNavigate } from "react-router";
import { Link, type LinkProps, type NavigateHandler } from "@casino/ui";

/** The kit's link rendered by the router (client-side navigation). */
export function AppLink({ to, ...rest }: Omit<LinkProps, "as" | "href"> & { to: string }) {
  return <Link as={RouterLink} to={to} {...rest} />;
}

export { NavLink };

/** The kit's `onNavigate` on the app's router: its links then change route without a reload. */
export function useRouterNavigate(after?: () => void): NavigateHandler {
  const navigate = useNavigate();
  return useCallback(
    (href: string) => {
      void navigate(href);
      after?.();
    },
    [navigate, after],
  );
}
