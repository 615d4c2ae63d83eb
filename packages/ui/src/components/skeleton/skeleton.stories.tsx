import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "./skeleton.tsx";

const meta = {
  title: "Feedback/Skeleton",
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {};
export const Paragraph: Story = { args: { lines: 3 } };
export const Rectangle: Story = { args: { shape: "rect", width: "12rem", height: "8rem" } };
export const Circle: Story = { args: { shape: "circle" } };
/** A game card while loading. */
export const GameCard: Story = {
  render: () => (
    <div style={{ width: 160, display: "grid", gap: 8 }}>
      <Skeleton shape="rect" height="200px" />
      <Skeleton width="80%" />
      <Skeleton width="50%" />
    </div>
  ),
};
