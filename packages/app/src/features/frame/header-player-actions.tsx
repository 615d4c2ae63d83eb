import { Link as RouterLink } from "react-router";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { selectInboxCount } from "@casino/core";
import { Badge, BellIcon, media } from "@casino/ui";
import { useAppSelector } from "../../shared/store-hooks.ts";
import { LanguagePicker } from "../languages/language-picker.tsx";
import { AvatarMenu } from "./avatar-menu.tsx";
import { HeaderWallet } from "./header-wallet.tsx";

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
 * The header's signed-in actions: balance with the wallet selector and deposit button, inbox
 * badge (99+), language picker (from 600 px) and the avatar menu. Loaded lazily by the header.
 */
export function HeaderPlayerActions({ onLogout }: { onLogout: () => void }) {
  const { t } = useLingui();
  const inboxCount = useAppSelector(selectInboxCount);
  return (
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
  );
}
