import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import {
  GamepadIcon,
  HomeIcon,
  MenuIcon,
  StarIcon,
  TrophyIcon,
  WalletIcon,
} from "../icons/index.ts";
import { BottomNav, type BottomNavItem } from "./bottom-nav.tsx";

const mobileItems: BottomNavItem[] = [
  { id: "menu", label: "Menu", icon: <MenuIcon />, onSelect: fn(), expanded: false },
  { id: "lobby", label: "Lobby", href: "/", icon: <HomeIcon /> },
  { id: "live", label: "Live casino", href: "/live-casino", icon: <GamepadIcon /> },
  { id: "challenges", label: "Challenges", href: "/challenges", icon: <TrophyIcon />, count: 3 },
  { id: "favorite", label: "Favourites", href: "/favorite", icon: <StarIcon /> },
];

const miniAppItems: BottomNavItem[] = [
  { id: "lobby", label: "Lobby", href: "/", icon: <HomeIcon /> },
  { id: "challenges", label: "Challenges", href: "/challenges", icon: <TrophyIcon /> },
  { id: "wallet", label: "Wallet", icon: <WalletIcon />, onSelect: fn(), expanded: false },
  { id: "favorite", label: "Favourites", href: "/favorite", icon: <StarIcon /> },
];

const meta = {
  title: "Layout/BottomNav",
  component: BottomNav,
  args: {
    label: "Quick navigation",
    items: mobileItems,
    currentId: "lobby",
    onNavigate: fn(),
    inline: true,
  },
  globals: { viewport: { value: "mobile", isRotated: false } },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const CurrentLive: Story = { args: { currentId: "live" } };
export const MiniApp: Story = {
  args: { items: miniAppItems, variant: "miniApp" },
  globals: { viewport: { value: "miniApp", isRotated: false }, theme: "telegram" },
};
export const Fixed: Story = { args: { inline: false }, parameters: { layout: "fullscreen" } };
export const Interactive: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState("lobby");
    return (
      <BottomNav
        {...args}
        currentId={current}
        onNavigate={(href) =>
          setCurrent(mobileItems.find((item) => item.href === href)?.id ?? current)
        }
      />
    );
  },
};
/** The web frame's bar hides from 960 px, where its side menu shows. */
export const HiddenFromTablet: Story = { args: { hideFrom: "md", inline: false } };
/** Guests: the last item is an action (sign in) instead of the profile link. */
export const Guest: Story = {
  args: {
    items: [
      ...mobileItems.slice(0, 4),
      { id: "sign-in", label: "Sign in", icon: <WalletIcon />, onSelect: fn() },
    ],
  },
};
