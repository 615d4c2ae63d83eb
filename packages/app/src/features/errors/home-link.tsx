import { Link as RouterLink } from "react-router";
import styled from "styled-components";
import { HomeIcon } from "@casino/ui";

const Action = styled(RouterLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.sizes.controlLg};
  padding-inline: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** The go-home action of the error screens: a router link to the lobby styled as a button. */
export function HomeLink({ label }: { label: string }) {
  return (
    <Action to="/">
      <HomeIcon />
      {label}
    </Action>
  );
}
