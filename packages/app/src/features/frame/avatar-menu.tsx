import { Link as RouterLink } from "react-router";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { selectUser } from "@casino/core";
import { Avatar, usePopover, VisuallyHidden } from "@casino/ui";
import { useAppSelector } from "../../shared/store-hooks.ts";

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  cursor: pointer;
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const Popup = styled.div`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space.xs});
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  min-inline-size: 14rem;
  padding: ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const itemStyle = `
  display: flex;
  align-items: center;
  inline-size: 100%;
  border: 0;
  background: transparent;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
`;

const MenuLink = styled(RouterLink)`
  ${itemStyle}
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const MenuButton = styled.button`
  ${itemStyle}
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.danger};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Name = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

/** The avatar button and its account menu: profile, password, history, sign out. */
export function AvatarMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useLingui();
  const user = useAppSelector(selectUser);
  const popover = usePopover<HTMLButtonElement, HTMLDivElement>();
  const name = user?.username ?? "";
  return (
    <div style={{ position: "relative" }}>
      <Trigger
        ref={popover.triggerRef}
        type="button"
        aria-expanded={popover.open}
        aria-controls={popover.popupId}
        onClick={popover.toggle}
      >
        <Avatar name={name || "?"} src={user?.avatar ?? undefined} size="sm" decorative />
        <VisuallyHidden>{t`Account menu`}</VisuallyHidden>
      </Trigger>
      {popover.open ? (
        <Popup ref={popover.popupRef} id={popover.popupId}>
          {name ? <Name>{name}</Name> : null}
          <nav aria-label={t`Account`}>
            <MenuLink
              to="/profile/my-profile"
              onClick={() => popover.setOpen(false)}
            >{t`My profile`}</MenuLink>
            <MenuLink
              to="/profile/change-password"
              onClick={() => popover.setOpen(false)}
            >{t`Change password`}</MenuLink>
            <MenuLink
              to="/transaction-history"
              onClick={() => popover.setOpen(false)}
            >{t`Transaction history`}</MenuLink>
            <MenuButton
              type="button"
              onClick={() => {
                popover.setOpen(false);
                onLogout();
              }}
            >
              {t`Sign out`}
            </MenuButton>
          </nav>
        </Popup>
      ) : null}
    </div>
  );
}
