import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import {
  BookIcon,
  GamepadIcon,
  GiftIcon,
  HeadsetIcon,
  HomeIcon,
  StarIcon,
  TrophyIcon,
  UserIcon,
} from "../icons/index.ts";
import { SideMenu, type SideMenuSection } from "./side-menu.tsx";
import { framed } from "../../test/story-frame.tsx";

const sections: SideMenuSection[] = [
  {
    id: "casino",
    title: "Casino",
    items: [
      { id: "lobby", label: "Lobby", href: "/", icon: <HomeIcon /> },
      { id: "slots", label: "Slots", href: "/?type=slots", icon: <GamepadIcon /> },
      {
        id: "provably-fair",
        label: "Provably fair",
        href: "/?type=provably-fair",
        icon: <GamepadIcon />,
      },
      { id: "live", label: "Live casino", href: "/live-casino", icon: <GamepadIcon /> },
      { id: "favorite", label: "Favourites", href: "/favorite", icon: <StarIcon /> },
    ],
  },
  {
    id: "rewards",
    title: "Rewards",
    items: [
      { id: "promotion", label: "Promotions", href: "/promotion", icon: <GiftIcon /> },
      {
        id: "challenges",
        label: "Challenges",
        href: "/challenges",
        icon: <TrophyIcon />,
        count: 3,
        countLabel: "3 live",
      },
      {
        id: "tournaments",
        label: "Tournaments",
        href: "/tournaments",
        icon: <TrophyIcon />,
        count: 2,
      },
      { id: "vip", label: "VIP program", href: "/vip-program", icon: <UserIcon /> },
    ],
  },
  {
    id: "help",
    title: "Help",
    items: [
      { id: "blogs", label: "Blog", href: "/blogs", icon: <BookIcon /> },
      {
        id: "support",
        label: "Customer support",
        href: "/customer-support",
        icon: <HeadsetIcon />,
      },
    ],
  },
];

const meta = {
  title: "Layout/SideMenu",
  component: SideMenu,
  parameters: { layout: "fullscreen" },
  args: {
    label: "Main menu",
    sections,
    currentId: "lobby",
    onNavigate: fn(),
    collapseToggle: { collapseLabel: "Collapse menu", expandLabel: "Expand menu", onToggle: fn() },
  },
  decorators: [framed({ display: "flex", blockSize: "44rem" })],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {};
export const Collapsed: Story = { args: { collapsed: true } };
export const CurrentInRewards: Story = { args: { currentId: "challenges" } };
export const WithoutToggle: Story = { args: { collapseToggle: undefined } };
export const Interactive: Story = {
  render: function Render(args) {
    const [collapsed, setCollapsed] = useState(false);
    const [current, setCurrent] = useState("lobby");
    return (
      <SideMenu
        {...args}
        collapsed={collapsed}
        currentId={current}
        onNavigate={(href) =>
          setCurrent(
            sections.flatMap((s) => s.items).find((item) => item.href === href)?.id ?? current,
          )
        }
        collapseToggle={{
          collapseLabel: "Collapse menu",
          expandLabel: "Expand menu",
          onToggle: () => setCollapsed((c) => !c),
        }}
      />
    );
  },
};
/** A lobby page chosen by its query (`/?type=slots`): only that item is current. */
export const CurrentSlots: Story = { args: { currentId: "slots" } };
/** Inside the menu drawer of phones: fills the panel, no border of its own. */
export const InDrawer: Story = {
  args: { variant: "drawer", collapseToggle: undefined },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
