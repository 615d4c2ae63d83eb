import { Link as RouterLink } from "react-router";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { selectInboxCount, selectIsLoggedIn, sessionActions } from "@casino/core";
import { Badge, BellIcon, Button, IconButton, MenuIcon, media } from "@casino/ui";
import { useAppDispatch, useAppSelector } from "../../shared/store-hooks";
import { LanguagePicker } from "../languages/language-picker";
import { AvatarMenu } from "./avatar-menu";
import { BrandLogo } from "./brand-logo";
import { HeaderWallet } from "./header-wallet";

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

const Inbox = styled(RouterLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${({ theme }) => theme.sizes.controlMd};
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  color: ${({ theme }) => theme.colors.text};
  > span {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const HideOnPhone = styled.div`
  display: none;
  ${media.up("sm")} {
    display: block;
  }
`;

/**
 * The app header: logo, balance with the wallet selector, inbox badge (99+), avatar menu and
 * language picker for players; language picker with sign-in and sign-up for guests.
 */
export function AppHeader({ onOpenMenu, onLogout }: { onOpenMenu: () => void; onLogout: () => void }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const inboxCount = useAppSelector(selectInboxCount);
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
          <>
            <HeaderWallet />
            <Inbox to="/inboxes" aria-label={inboxCount > 0 ? t`Inbox, ${inboxCount} unread` : t`Inbox`}>
              <BellIcon />
              <Badge count={inboxCount} tone="danger" />
            </Inbox>
            <HideOnPhone>
              <LanguagePicker />
            </HideOnPhone>
            <AvatarMenu onLogout={onLogout} />
          </>
        ) : (
          <>
            <LanguagePicker />
            <Button variant="secondary" size="sm" onClick={() => dispatch(sessionActions.authDialogOpened({ tab: "login" }))}>
              {t`Sign in`}
            </Button>
            <Button size="sm" onClick={() => dispatch(sessionActions.authDialogOpened({ tab: "register" }))}>
              {t`Sign up`}
            </Button>
          </>
        )}
      </Actions>
    </Bar>
  );
}
