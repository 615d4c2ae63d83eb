import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { AppHeader } from "../app-header/index.ts";
import { BottomNav } from "../bottom-nav/index.ts";
import { BrandLogo } from "../brand-logo/index.ts";
import { Footer } from "../footer/index.ts";
import { GamepadIcon, GiftIcon, HomeIcon, MenuIcon, UserIcon } from "../icons/index.ts";
import { SideMenu } from "../side-menu/index.ts";
import { AppShell } from "./app-shell.tsx";

const logo = <BrandLogo href="/" label="Pixel Bet: lobby" title="Pixel Bet" onNavigate={fn()} />;

const header = (
  <AppHeader
    logo={logo}
    signedIn
    wallet={{
      wallets: [{ code: "USDT", name: "Tether", balance: "1520.4", fiatAmount: "1520.4" }],
      selectedCode: "USDT",
      onSelect: fn(),
      label: "Select wallet",
      locale: "en",
    }}
    depositLabel="Deposit"
    onDeposit={fn()}
    inbox={{ count: 3, label: "Inbox", countLabel: "3 unread", href: "/inboxes" }}
    onNavigate={fn()}
    account={{ name: "Ada", label: "Account menu", items: [], onNavigate: fn() }}
  />
);

const sideMenu = (
  <SideMenu
    label="Main"
    currentId="lobby"
    onNavigate={fn()}
    sections={[
      {
        id: "lobby",
        items: [
          { id: "lobby", label: "Lobby", href: "/", icon: <HomeIcon /> },
          { id: "slots", label: "Slots", href: "/?type=slots", icon: <GamepadIcon /> },
          { id: "promotion", label: "Promotions", href: "/promotion", icon: <GiftIcon /> },
        ],
      },
    ]}
  />
);

const footer = (
  <Footer
    groups={[
      {
        id: "legal",
        title: "Legal",
        links: [{ id: "terms", label: "Terms and conditions", href: "/page-detail/terms" }],
      },
    ]}
    copyright="© 2026 Pixel Bet"
    onNavigate={fn()}
  />
);

const bottomNav = (variant: "mobile" | "miniApp") => (
  <BottomNav
    label="Quick navigation"
    variant={variant}
    hideFrom="md"
    currentId="lobby"
    onNavigate={fn()}
    items={[
      { id: "menu", label: "Menu", icon: <MenuIcon />, onSelect: fn(), expanded: false },
      { id: "lobby", label: "Lobby", href: "/", icon: <HomeIcon /> },
      { id: "promotion", label: "Promotions", href: "/promotion", icon: <GiftIcon /> },
      { id: "profile", label: "Profile", href: "/profile", icon: <UserIcon /> },
    ]}
  />
);

const meta = {
  title: "Layout/AppShell",
  component: AppShell,
  parameters: { layout: "fullscreen" },
  args: {
    header,
    sideMenu,
    sideMenuLabel: "Main menu",
    footer,
    bottomNav: bottomNav("mobile"),
    children: <h1>Lobby</h1>,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: "desktop", isRotated: false } } };
/** Phones: no side column; the bottom bar, its height kept free under the footer. */
export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
export const MiniApp: Story = {
  args: { variant: "miniApp", sideMenu: undefined, bottomNav: bottomNav("miniApp") },
  globals: { viewport: { value: "miniApp", isRotated: false }, theme: "telegram" },
};
