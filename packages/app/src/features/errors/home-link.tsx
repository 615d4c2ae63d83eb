import { Link as RouterLink } from "react-router";
import styled from "styled-components";
import { href, routes } from "@casino/core";
import { HomeIcon, primaryLink } from "@casino/ui";

const Action = styled(RouterLink)`
  ${primaryLink}
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.sizes.controlLg};
  padding-inline: ${({ theme }) => theme.space.xl};
`;

/** The go-home action of the error screens: a router link to the lobby styled as a button. */
export function HomeLink({ label }: { label: string }) {
  return (
    <Action to={href(routes.lobby)}>
      <HomeIcon />
      {label}
    </Action>
  );
}
