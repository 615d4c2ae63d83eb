import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "./badge.tsx";

const meta = {
  title: "Data display/Badge",
  component: Badge,
  args: { count: 5, label: "5 unread messages" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const Overflow: Story = { args: { count: 100, label: "100 unread messages" } };
/** A zero count draws no badge. */
export const Zero: Story = { args: { count: 0, label: "No unread messages" } };
export const Text: Story = {
  args: { count: undefined, label: undefined, children: "New", tone: "success" },
};
export const Dot: Story = {
  args: { count: undefined, dot: true, label: "Unread", tone: "danger" },
};
export const Tones: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 8 }}>
      {(["primary", "accent", "success", "danger", "warning", "neutral"] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
