import { href, routes } from "@casino/core";
import { ButtonLink, HomeIcon, navigationClick } from "@casino/ui";
import { useRouterNavigate } from "../../shared/router-link.tsx";

/** The go-home action of the error screens: a link to the lobby, drawn as a button, routed in-app. */
export function HomeLink({ label }: { label: string }) {
  const onNavigate = useRouterNavigate();
  return (
    <ButtonLink
      href={href(routes.lobby)}
      size="lg"
      onClick={navigationClick(href(routes.lobby), onNavigate)}
    >
      <HomeIcon />
      {label}
    </ButtonLink>
  );
}
