import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/index.ts";
import { BellIcon, SearchIcon } from "../icons/index.ts";
import { EmptyState } from "./empty-state.tsx";

const meta = {
  title: "Feedback/EmptyState",
  component: EmptyState,
  args: {
    title: "No games found",
    description: "Try another name or provider.",
    icon: <SearchIcon />,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: { action: <Button variant="secondary">Clear filters</Button> },
};
export const Inbox: Story = {
  args: {
    icon: <BellIcon />,
    title: "Your inbox is empty",
    description: "Bonus and tournament news will appear here.",
  },
};
export const Compact: Story = { args: { compact: true, icon: undefined } };
