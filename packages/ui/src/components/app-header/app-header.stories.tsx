import type { Meta, StoryObj } from "@storybook/react-vite";
import { vipLevelLabels as vipLabels } from "../vip-level-badge/vip-level-badge.stories-data.ts";
import styled from "styled-components";
import { fn } from "storybook/test";
import { Button } from "../button/index.ts";
import { IconButton } from "../icon-button/index.ts";
import { LogoutIcon, SearchIcon, UserIcon, WalletIcon } from "../icons/index.ts";
import { VipLevelBadge } from "../vip-level-badge/index.ts";
import { VisuallyHidden } from "../visually-hidden/index.ts";
import { AppHeader } from "./app-header.tsx";
import { framed, StoryLanguagePicker } from "../../test/story-frame.tsx";

const Logo = styled.a`
  font-family: ${({ theme }) => theme.typography.fonts.display};
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
  font-weight: ${({ theme }) => theme.typography.fontWeights.black};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacings.display};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  text-shadow: ${({ theme }) => theme.shadows.glowPrimary};
`;

const wallets = [
  { code: "USDT", name: "Tether", balance: "1520.4", fiatAmount: "1520.4" },
  { code: "BTC", name: "Bitcoin", balance: "0.01234567", fiatAmount: "812.4" },
  { code: "ETH", name: "Ether", balance: "1.5", fiatAmount: "4820" },
];

const meta = {
  title: "Layout/AppHeader",
  component: AppHeader,
  parameters: { layout: "fullscreen" },
  args: {
    logo: <Logo href="/">PIXEL·BET</Logo>,
    compactLogo: (
      <Logo href="/">
        <span aria-hidden="true">P·B</span>
        <VisuallyHidden>Pixel Bet</VisuallyHidden>
      </Logo>
    ),
    signedIn: true,
    wallet: {
      wallets,
      selectedCode: "USDT",
      onSelect: fn(),
      label: "Select wallet",
      locale: "en",
      fiatCurrency: "USD",
      footer: (
        <Button variant="ghost" size="sm" fullWidth>
          Wallet settings
        </Button>
      ),
    },
    depositLabel: "Deposit",
    onDeposit: fn(),
    inbox: { count: 5, label: "Inbox", countLabel: "5 unread notifications", onClick: fn() },
    account: {
      name: "Ada Lovelace",
      label: "Account menu",
      header: <VipLevelBadge level={2} labels={vipLabels} size="sm" />,
      onNavigate: fn(),
      items: [
        {
          id: "profile",
          label: "My profile",
          href: "/profile/my-profile",
          icon: <UserIcon size="iconSm" />,
        },
        {
          id: "transactions",
          label: "Transaction history",
          href: "/transaction-history",
          icon: <WalletIcon size="iconSm" />,
        },
        {
          id: "logout",
          label: "Log out",
          onSelect: fn(),
          danger: true,
          icon: <LogoutIcon size="iconSm" />,
        },
      ],
    },
    signInLabel: "Sign in",
    onSignIn: fn(),
    signUpLabel: "Sign up",
    onSignUp: fn(),
    languageSlot: <StoryLanguagePicker compact />,
    menuToggle: { label: "Menu", expanded: false, onClick: fn() },
  },
  decorators: [framed({ minBlockSize: "30rem" })],
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
export const Guest: Story = { args: { signedIn: false } };
export const InboxOverflow: Story = {
  args: {
    inbox: { count: 150, label: "Inbox", countLabel: "150 unread notifications", onClick: fn() },
  },
};
/** The inbox as a link to its page (the app routes it through `onNavigate`). */
export const InboxLink: Story = {
  args: {
    onNavigate: fn(),
    inbox: { count: 12, label: "Inbox", countLabel: "12 unread notifications", href: "/inboxes" },
  },
};
export const NoUnread: Story = { args: { inbox: { count: 0, label: "Inbox", onClick: fn() } } };
export const AccountMenuOpen: Story = {
  args: { account: { ...meta.args.account, defaultOpen: true } },
};
export const WalletOpen: Story = { args: { wallet: { ...meta.args.wallet, defaultOpen: true } } };
/** Phones: the menu lives in the bottom navigation, the logo is the mark, long balances truncate. */
export const Mobile: Story = {
  args: { menuToggle: undefined },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
export const MobileGuest: Story = {
  args: { signedIn: false, menuToggle: undefined },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
export const MiniApp: Story = {
  args: { menuToggle: undefined, languageSlot: undefined, variant: "miniApp" },
  globals: { viewport: { value: "miniApp", isRotated: false }, theme: "telegram" },
};
export const MobileWalletOpen: Story = {
  args: { menuToggle: undefined, wallet: { ...meta.args.wallet, defaultOpen: true } },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
export const WithSearch: Story = {
  args: {
    searchSlot: (
      <IconButton label="Search games" onClick={fn()}>
        <SearchIcon />
      </IconButton>
    ),
  },
};
