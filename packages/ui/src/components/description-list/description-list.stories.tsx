import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DescriptionItem, DescriptionList } from "./description-list.tsx";

const meta = {
  title: "Layout/DescriptionList",
  component: DescriptionList,
  args: { min: "tile" },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tournament's facts. */
export const Default: Story = {
  render: (args) => (
    <DescriptionList {...args}>
      <DescriptionItem label="Prize pool">1,000 USDT</DescriptionItem>
      <DescriptionItem label="Minimum bet">0.10 USDT</DescriptionItem>
      <DescriptionItem label="Players">1,204</DescriptionItem>
      <DescriptionItem label="Your rank">17 · 42.5 points</DescriptionItem>
    </DescriptionList>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("term")).toHaveLength(4);
  },
};

/** A player's figures, each on a sunken tile. */
export const Tiles: Story = {
  args: { appearance: "tiles" },
  render: (args) => (
    <DescriptionList {...args}>
      <DescriptionItem label="Friends invited">4 friends</DescriptionItem>
      <DescriptionItem label="Friends qualified">2 friends</DescriptionItem>
      <DescriptionItem label="Rewards earned">20.00 USDT</DescriptionItem>
    </DescriptionList>
  ),
};

/** A withdrawal to confirm: one fact a row, the values at the end. */
export const Summary: Story = {
  args: { appearance: "summary" },
  render: (args) => (
    <DescriptionList {...args}>
      <DescriptionItem label="Amount">0.10000000 BTC</DescriptionItem>
      <DescriptionItem label="Network fee">0.00010000 BTC</DescriptionItem>
      <DescriptionItem label="You receive">0.09990000 BTC</DescriptionItem>
      <DescriptionItem label="Address">bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</DescriptionItem>
    </DescriptionList>
  ),
};

/** An account's details: each value with its badge or action. */
export const Rows: Story = {
  args: { appearance: "rows" },
  render: (args) => (
    <DescriptionList {...args}>
      <DescriptionItem label="Username">lucky_seven</DescriptionItem>
      <DescriptionItem label="E-mail">
        player@example.com <button type="button">Verify</button>
      </DescriptionItem>
      <DescriptionItem label="Member since">12 March 2026</DescriptionItem>
    </DescriptionList>
  ),
};
