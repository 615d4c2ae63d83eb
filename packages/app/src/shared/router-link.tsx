import { Link as RouterLink, NavLink } from "react-router";
import { Link, type LinkProps } from "@casino/ui";

/** The kit's link rendered by the router (client-side navigation). */
export function AppLink({ to, ...rest }: Omit<LinkProps, "as" | "href"> & { to: string }) {
  return <Link as={RouterLink} to={to} {...rest} />;
}

export { NavLink };
