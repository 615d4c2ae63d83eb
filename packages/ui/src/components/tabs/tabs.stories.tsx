import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Tabs } from "./tabs.tsx";

const meta = {
  title: "Navigation/Tabs",
  component: Tabs,
  args: {
    label: "Live bets",
    onValueChange: fn(),
    tabs: [
      { id: "latest", label: "Latest", content: "The latest bets across the casino." },
      { id: "high", label: "High rollers", content: "Bets above the high-roller threshold." },
      { id: "mine", label: "My bets", content: "Your own recent bets." },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: "high" } };
export const Fitted: Story = { args: { fitted: true } };
export const WithDisabledTab: Story = {
  args: {
    tabs: [
      { id: "login", label: "Log in", content: "Log-in form" },
      { id: "two-factor", label: "Two-factor", content: "Code form", disabled: true },
    ],
  },
};
