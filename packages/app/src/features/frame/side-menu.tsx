import { NavLink } from "react-router";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { lobbyItem, lobbyShortcuts, menuItems, type NavItem } from "./nav-items.ts";

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &[aria-current="page"] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const Heading = styled.h2`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

function Links({
  items,
  onNavigate,
}: {
  items: readonly NavItem[];
  onNavigate?: (() => void) | undefined;
}) {
  const { i18n } = useLingui();
  return (
    <List>
      {items.map((item) => (
        <li key={item.to}>
          <Item to={item.to} end onClick={onNavigate}>
            {i18n._(item.label)}
          </Item>
        </li>
      ))}
    </List>
  );
}

/** The side menu's content: lobby shortcuts and sections (desktop aside, mobile drawer). */
export function SideMenuLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <Links items={[lobbyItem]} onNavigate={onNavigate} />
      <Heading>{t`Games`}</Heading>
      <Links items={lobbyShortcuts} onNavigate={onNavigate} />
      <Heading>{t`Casino`}</Heading>
      <Links items={menuItems} onNavigate={onNavigate} />
    </>
  );
}
