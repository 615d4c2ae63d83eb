import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { BellIcon, CloseIcon, MenuIcon, StarIcon } from "../icons/index.ts";
import { IconButton } from "./icon-button.tsx";

const meta = {
  title: "Actions/IconButton",
  component: IconButton,
  args: { label: "Open menu", children: <MenuIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Filled: Story = {
  args: { variant: "filled", label: "Notifications", children: <BellIcon /> },
};
export const Small: Story = {
  args: { size: "sm", label: "Close", children: <CloseIcon size="iconSm" /> },
};
export const Large: Story = { args: { size: "lg" } };
export const Pressed: Story = {
  args: { label: "Favourite", "aria-pressed": true, children: <StarIcon /> },
};
export const Disabled: Story = { args: { disabled: true } };
