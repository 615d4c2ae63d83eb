import { Link as RouterLink, useSearchParams } from "react-router";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { EmptyState, GamepadIcon } from "@casino/ui";
import { lobbyShortcuts } from "./nav-items.ts";
import { PageTitle } from "./page-title.tsx";

const Shortcuts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
`;

const Shortcut = styled(RouterLink)`
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding-inline: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &[aria-current="page"] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusRing};
  }
`;

/**
 * The lobby (`/`, filtered by `?type=slots` or `?type=provably-fair`): quick shortcuts and, until
 * the game catalogue arrives with its release, an honest note instead of games.
 */
export function LobbyPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const type = params.get("type");
  const title =
    type === "slots" ? t`Slots` : type === "provably-fair" ? t`Provably fair` : t`Lobby`;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <nav aria-label={t`Lobby shortcuts`}>
        <Shortcuts>
          {lobbyShortcuts.map((item) => {
            const current = item.href === `/?type=${type ?? ""}`;
            return (
              <li key={item.id}>
                <Shortcut to={item.href} aria-current={current ? "page" : undefined}>
                  {i18n._(item.label)}
                </Shortcut>
              </li>
            );
          })}
        </Shortcuts>
      </nav>
      <EmptyState
        icon={<GamepadIcon />}
        title={t`The game catalogue opens soon`}
        description={t`Games, providers and categories arrive in a coming release. You can already create your account, secure it and set up your wallets.`}
      />
    </>
  );
}
