import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { GamepadIcon, HomeIcon, StarIcon, TrophyIcon } from "../icons/index.ts";
import { CategoryNav, type CategoryNavItem } from "./category-nav.tsx";
import { cardColumn } from "../../test/story-frame.tsx";

const items: CategoryNavItem[] = [
  { id: "lobby", label: "Lobby", href: "/", icon: <HomeIcon size="iconSm" /> },
  {
    id: "slots",
    label: "Slots",
    href: "/?type=slots",
    icon: <GamepadIcon size="iconSm" />,
    count: 3120,
  },
  { id: "provably-fair", label: "Provably fair", href: "/?type=provably-fair", count: 12 },
  { id: "live", label: "Live casino", href: "/live-casino", count: 248 },
  { id: "favorite", label: "Favourites", href: "/favorite", icon: <StarIcon size="iconSm" /> },
  { id: "play-again", label: "Play again", href: "/play-again" },
  { id: "new", label: "New releases", href: "/categories/new-releases", count: 64 },
  { id: "all-ways", label: "All ways", href: "/categories/all-ways", count: 210 },
  {
    id: "jackpots",
    label: "Jackpots",
    href: "/categories/jackpots",
    icon: <TrophyIcon size="iconSm" />,
    count: 87,
  },
  { id: "table", label: "Table games", href: "/categories/table-games", count: 140 },
];

const meta = {
  title: "Games/CategoryNav",
  component: CategoryNav,
  args: {
    items,
    currentId: "slots",
    label: "Game categories",
    onNavigate: fn(),
    scrollBackLabel: "Scroll categories back",
    scrollForwardLabel: "Scroll categories forward",
  },
} satisfies Meta<typeof CategoryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoCurrent: Story = { args: { currentId: null } };
export const FewItems: Story = { args: { items: items.slice(0, 3), currentId: "lobby" } };
export const Overflowing: Story = {
  decorators: [cardColumn],
};
export const Interactive: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState("lobby");
    return (
      <CategoryNav
        {...args}
        currentId={current}
        onNavigate={(href) => setCurrent(items.find((item) => item.href === href)?.id ?? current)}
      />
    );
  },
};
