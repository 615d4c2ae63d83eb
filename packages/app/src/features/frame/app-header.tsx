import { lazy, Suspense } from "react";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { selectIsLoggedIn, sessionActions } from "@casino/core";
import { Button, IconButton, MenuIcon, media } from "@casino/ui";
import { useAppDispatch, useAppSelector } from "../../shared/store-hooks.ts";
import { LanguagePicker } from "../languages/language-picker.tsx";
import { BrandLogo } from "./brand-logo.tsx";

/** The signed-in part of the header (wallet selector, inbox, avatar menu) loads with the session. */
const PlayerActions = lazy(() =>
  import("./header-player-actions.tsx").then((m) => ({ default: m.HeaderPlayerActions })),
);

/** Keeps the header's height and the logo's place while the signed-in part loads. */
const PlayerActionsPlaceholder = styled.div`
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
`;

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: 3.5rem;
  padding-inline: ${({ theme }) => theme.space.md};
  border-block-end: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.header};
`;

const MenuToggle = styled.div`
  ${media.up("md")} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-start: auto;
`;

/**
 * The app header: logo, balance with the wallet selector, inbox badge (99+), avatar menu and
 * language picker for players; language picker with sign-in and sign-up for guests.
 */
export function AppHeader({
  onOpenMenu,
  onLogout,
}: {
  onOpenMenu: () => void;
  onLogout: () => void;
}) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <Bar>
      <MenuToggle>
        <IconButton label={t`Open menu`} onClick={onOpenMenu}>
          <MenuIcon />
        </IconButton>
      </MenuToggle>
      <BrandLogo />
      <Actions>
        {loggedIn ? (
          <Suspense fallback={<PlayerActionsPlaceholder />}>
            <PlayerActions onLogout={onLogout} />
          </Suspense>
        ) : (
          <>
            <LanguagePicker />
            <Button
              variant="secondary"
              size="sm"
              onClick={() => dispatch(sessionActions.authDialogOpened({ tab: "login" }))}
            >
              {t`Sign in`}
            </Button>
            <Button
              size="sm"
              onClick={() => dispatch(sessionActions.authDialogOpened({ tab: "register" }))}
            >
              {t`Sign up`}
            </Button>
          </>
        )}
      </Actions>
    </Bar>
  );
}
