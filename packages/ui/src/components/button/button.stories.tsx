import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ChevronRightIcon, WalletIcon } from "../icons/index.ts";
import { Button } from "./button.tsx";

const meta = {
  title: "Actions/Button",
  component: Button,
  args: { children: "Deposit", onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: "secondary", children: "View all" } };
export const Ghost: Story = { args: { variant: "ghost", children: "Cancel" } };
export const Danger: Story = { args: { variant: "danger", children: "Close account" } };
export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg", children: "Play now" } };
export const WithIcons: Story = {
  args: { startIcon: <WalletIcon />, endIcon: <ChevronRightIcon />, children: "Wallet" },
};
export const Loading: Story = { args: { loading: true, loadingLabel: "Processing deposit" } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true, children: "Sign up" } };
