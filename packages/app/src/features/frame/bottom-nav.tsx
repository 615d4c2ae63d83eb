import { NavLink } from "react-router";
import styled, { css } from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { selectIsLoggedIn, sessionActions } from "@casino/core";
import { GamepadIcon, GiftIcon, HomeIcon, MenuIcon, UserIcon, media } from "@casino/ui";
import { useAppDispatch, useAppSelector } from "../../shared/store-hooks.ts";

/** Telegram's bottom insets (device safe area plus its own controls), as the SDK binds them. */
export const MINI_APP_BOTTOM_INSET =
  "calc(max(env(safe-area-inset-bottom), var(--tg-safe-area-inset-bottom, 0px)) + var(--tg-content-safe-area-inset-bottom, 0px))";

const Bar = styled.nav<{ $miniApp: boolean }>`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  padding-block-end: env(safe-area-inset-bottom);
  border-block-start: ${({ theme }) => theme.sizes.border} solid
    ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.header};
  ${({ $miniApp }) =>
    $miniApp
      ? css`
          padding-block-end: ${MINI_APP_BOTTOM_INSET};
        `
      : css`
          ${media.up("md")} {
            display: none;
          }
        `}
`;

const itemCss = `
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-block-size: 3.5rem;
  border: 0;
  background: transparent;
  font: inherit;
  font-size: 0.75rem;
  text-decoration: none;
  cursor: pointer;
`;

const Item = styled(NavLink)`
  ${itemCss}
  color: ${({ theme }) => theme.colors.textMuted};
  &[aria-current="page"] {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Action = styled.button`
  ${itemCss}
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link BottomNav}. */
export interface BottomNavProps {
  onOpenMenu: () => void;
  /** Mini app: shown at every width, above Telegram's bottom insets. */
  miniApp?: boolean;
}

/** The mobile bottom bar (below 960 px): menu, lobby, live casino, promotions, account. */
export function BottomNav({ onOpenMenu, miniApp = false }: BottomNavProps) {
  const { t } = useLingui();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  return (
    <Bar aria-label={t`Quick navigation`} $miniApp={miniApp}>
      <Action type="button" onClick={onOpenMenu}>
        <MenuIcon />
        {t`Menu`}
      </Action>
      <Item to="/" end>
        <HomeIcon />
        {t`Lobby`}
      </Item>
      <Item to="/live-casino">
        <GamepadIcon />
        {t`Live casino`}
      </Item>
      <Item to="/promotion">
        <GiftIcon />
        {t`Promotions`}
      </Item>
      {loggedIn ? (
        <Item to="/profile/my-profile">
          <UserIcon />
          {t`Profile`}
        </Item>
      ) : (
        <Action
          type="button"
          onClick={() => dispatch(sessionActions.authDialogOpened({ tab: "login" }))}
        >
          <UserIcon />
          {t`Sign in`}
        </Action>
      )}
    </Bar>
  );
}
