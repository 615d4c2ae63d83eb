import { type ReactNode, useId } from "react";
import styled, { css } from "styled-components";
import { inline } from "../../theme/layout.ts";
import { media } from "../../tokens/index.ts";
import { formatBadgeCount } from "@casino/rules";
import { Badge } from "../badge/index.ts";
import { Button } from "../button/index.ts";
import { navigationClick, type NavigateHandler } from "../category-nav/index.ts";
import { BellIcon, MenuIcon, WalletIcon } from "../icons/index.ts";
import { IconButton } from "../icon-button/index.ts";
import { WalletSelector, type WalletSelectorProps } from "../wallet-selector/index.ts";
import { AccountMenu, type AccountMenuProps } from "./account-menu.tsx";
import { visuallyHidden } from "../visually-hidden/index.ts";

export interface AppHeaderInbox {
  /** Unread count; shown as `99+` from 100. */
  count: number;
  /** Accessible name of the inbox button, e.g. "Inbox". */
  label: string;
  /** Spoken count, e.g. "5 unread notifications". */
  countLabel?: string;
  /** The inbox page: the button is then a link (routed through the header's `onNavigate`) … */
  href?: string;
  /** … or an action (e.g. open an inbox panel). */
  onClick?: () => void;
}

export interface AppHeaderMenuToggle {
  /** e.g. "Menu". */
  label: string;
  expanded: boolean;
  /** Id of the side menu it controls. */
  controls?: string;
  onClick: () => void;
}

export interface AppHeaderProps {
  /** The logo, usually wrapped in a link to the lobby by the app. */
  logo: ReactNode;
  /** A narrower logo (mark only) used on phones; defaults to `logo`. */
  compactLogo?: ReactNode;
  /** Signed-in players see balance, inbox and account menu; guests see sign-in / sign-up. */
  signedIn: boolean;
  /** Balance with wallet selector (signed in). */
  wallet?: WalletSelectorProps;
  /** Deposit button next to the balance (signed in). */
  depositLabel?: string;
  onDeposit?: () => void;
  inbox?: AppHeaderInbox;
  account?: AccountMenuProps;
  signInLabel?: string;
  onSignIn?: () => void;
  signUpLabel?: string;
  onSignUp?: () => void;
  /** Usually a LanguagePicker; hidden on phones (put it in the side menu there). */
  languageSlot?: ReactNode;
  /** Usually the game search button; shown at every width. */
  searchSlot?: ReactNode;
  /** Button that opens / collapses the side menu. */
  menuToggle?: AppHeaderMenuToggle;
  /** Routes the header's links (the inbox link) through the app's router. */
  onNavigate?: NavigateHandler;
  /**
   * `web`: sticky at the top of the page. `miniApp`: also keeps below the messaging app's own
   * controls in full screen (its safe-area insets).
   */
  variant?: "web" | "miniApp";
  className?: string;
}

/** Telegram's top insets (device safe area plus its own controls), as its SDK binds them. */
const miniAppTopInset =
  "calc(var(--tg-safe-area-inset-top, 0px) + var(--tg-content-safe-area-inset-top, 0px))";

const Bar = styled.header<{ $variant: "web" | "miniApp" }>`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  ${inline("sm")}
  min-block-size: ${({ theme }) => `calc(${theme.sizes.controlLg} + ${theme.space.md})`};
  padding-inline: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.header};
  border-block-end: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  ${media.down("sm")} {
    padding-inline: ${({ theme }) => theme.space.sm};
    gap: ${({ theme }) => theme.space.xs};
  }
  ${({ $variant }) =>
    $variant === "miniApp" &&
    css`
      padding-block-start: ${miniAppTopInset};
    `}
`;

/** The logo gives way first on narrow screens (the controls keep their size). */
const Logo = styled.div<{ $hasCompact: boolean }>`
  ${inline()}
  flex-shrink: 1;
  min-inline-size: 0;
  overflow: hidden;
  ${({ $hasCompact }) => ($hasCompact ? `${media.down("sm")} { display: none; }` : "")}
`;

const CompactLogo = styled.div`
  display: none;
  flex-shrink: 0;
  ${media.down("sm")} {
    display: flex;
    align-items: center;
  }
`;

const Center = styled.div`
  display: flex;
  flex: 1 1 0;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  & > * {
    min-inline-size: 0;
  }
  & > button {
    flex-shrink: 0;
  }
  ${media.down("sm")} {
    justify-content: flex-start;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const End = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-start: auto;
  ${media.down("sm")} {
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const DesktopOnly = styled.div`
  display: contents;
  ${media.down("md")} {
    display: none;
  }
`;

const DepositText = styled.span`
  ${media.down("sm")} {
    ${visuallyHidden}
  }
`;

const DepositButton = styled(Button)`
  ${media.down("sm")} {
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;

/** Sign-in / sign-up: narrower padding on phones, so both fit beside the logo. */
const GuestButton = styled(Button)`
  flex-shrink: 0;
  ${media.down("sm")} {
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;

const InboxLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.sizes.controlMd};
  block-size: ${({ theme }) => theme.sizes.controlMd};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`;

const InboxWrap = styled.span`
  position: relative;
  display: inline-flex;
  & > span:last-child {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    transform: translate(35%, -20%);
    pointer-events: none;
  }
`;

/**
 * The top bar: logo, balance with wallet selector and deposit, inbox with its
 * unread badge and the account menu for players; sign-in and sign-up for
 * guests; a language slot. Compacts itself on phones.
 */
export function AppHeader({
  logo,
  compactLogo,
  signedIn,
  wallet,
  depositLabel,
  onDeposit,
  inbox,
  account,
  signInLabel,
  onSignIn,
  signUpLabel,
  onSignUp,
  languageSlot,
  searchSlot,
  menuToggle,
  onNavigate,
  variant = "web",
  className,
}: AppHeaderProps) {
  const inboxCountId = useId();
  const inboxDescription = inbox && inbox.count > 0 ? inboxCountId : undefined;
  return (
    <Bar className={className} $variant={variant}>
      {menuToggle ? (
        <IconButton
          label={menuToggle.label}
          aria-expanded={menuToggle.expanded}
          aria-controls={menuToggle.controls}
          onClick={menuToggle.onClick}
        >
          <MenuIcon />
        </IconButton>
      ) : null}
      <Logo $hasCompact={Boolean(compactLogo)}>{logo}</Logo>
      {compactLogo ? <CompactLogo>{compactLogo}</CompactLogo> : null}
      <Center>
        {signedIn && wallet ? <WalletSelector align="start" {...wallet} /> : null}
        {signedIn && depositLabel && onDeposit ? (
          <DepositButton onClick={onDeposit} startIcon={<WalletIcon size="iconSm" />}>
            <DepositText>{depositLabel}</DepositText>
          </DepositButton>
        ) : null}
      </Center>
      <End>
        {searchSlot}
        {languageSlot ? <DesktopOnly>{languageSlot}</DesktopOnly> : null}
        {signedIn ? (
          <>
            {inbox ? (
              <InboxWrap>
                {inbox.href ? (
                  <InboxLink
                    href={inbox.href}
                    aria-label={inbox.label}
                    title={inbox.label}
                    aria-describedby={inboxDescription}
                    onClick={(event) => {
                      inbox.onClick?.();
                      navigationClick(inbox.href ?? "", onNavigate)?.(event);
                    }}
                  >
                    <BellIcon />
                  </InboxLink>
                ) : (
                  <IconButton
                    label={inbox.label}
                    onClick={inbox.onClick}
                    aria-describedby={inboxDescription}
                  >
                    <BellIcon />
                  </IconButton>
                )}
                {inbox.count > 0 ? (
                  <span id={inboxCountId} hidden>
                    {inbox.countLabel ?? formatBadgeCount(inbox.count)}
                  </span>
                ) : null}
                <span aria-hidden="true">
                  <Badge count={inbox.count} tone="danger" />
                </span>
              </InboxWrap>
            ) : null}
            {account ? <AccountMenu {...account} /> : null}
          </>
        ) : (
          <>
            {signInLabel && onSignIn ? (
              <GuestButton variant="ghost" onClick={onSignIn}>
                {signInLabel}
              </GuestButton>
            ) : null}
            {signUpLabel && onSignUp ? (
              <GuestButton onClick={onSignUp}>{signUpLabel}</GuestButton>
            ) : null}
          </>
        )}
      </End>
    </Bar>
  );
}
