import type { Meta, StoryObj } from "@storybook/react-vite";
import { vipLevelLabels as vipLabels } from "../vip-level-badge/vip-level-badge.stories-data.ts";
import styled from "styled-components";
import { fn } from "storybook/test";
import { IconButton } from "../icon-button/index.ts";
import { LogoutIcon, SearchIcon, UserIcon, WalletIcon } from "../icons/index.ts";
import { VipLevelBadge } from "../vip-level-badge/index.ts";
import { VisuallyHidden } from "../visually-hidden/index.ts";
import { AppHeader } from "./app-header.tsx";
import {
  storyWallets,
  storyWalletSelection,
  walletSettingsFooter,
} from "../wallet-selector/wallet-selector.stories-data.tsx";
import { framed, StoryLanguagePicker, storyWordmark } from "../../test/story-frame.tsx";

const Logo = styled.a`
  ${storyWordmark}
  text-decoration: none;
  text-shadow: ${({ theme }) => theme.shadows.glowPrimary};
`;

/** The header shows the player's first wallets: USDT, BTC and ETH. */
const wallets = storyWallets.filter((wallet) => ["USDT", "BTC", "ETH"].includes(wallet.code));

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
      ...storyWalletSelection,
      onSelect: fn(),
      footer: walletSettingsFooter,
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
