import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PayoutStrip } from "./payout-strip.tsx";

const multipliers = ["0", "0", "1.5", "4", "12", "40", "100"];

const meta = {
  title: "Originals/PayoutStrip",
  component: PayoutStrip,
  args: {
    label: "Payouts by hits",
    items: multipliers.map((m, hits) => ({
      key: hits,
      label: `${hits} ${hits === 1 ? "hit" : "hits"}: ${m}×`,
      hit: hits === 3,
    })),
  },
} satisfies Meta<typeof PayoutStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole("list", { name: "Payouts by hits" })).getAllByRole("listitem"),
    ).toHaveLength(7);
  },
};

export const NoHitYet: Story = {
  args: {
    items: multipliers.map((m, hits) => ({ key: hits, label: `${hits} hits: ${m}×` })),
  },
};
