import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Panel } from "../panel/index.ts";
import { Text } from "../text/index.ts";
import { Grid } from "./grid.tsx";

const meta = {
  title: "Layout/Grid",
  component: Grid,
  args: { min: "card", gap: "md" },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two panels side by side, one under the other on a phone. */
export const Panels: Story = {
  args: { align: "start" },
  render: (args) => (
    <Grid {...args}>
      <Panel title="How to take part">
        <Text tone="subdued">Every bet of at least 0.10 USDT on an eligible game counts.</Text>
      </Panel>
      <Panel title="Prizes">
        <Text tone="subdued">1st: 500 USDT</Text>
      </Panel>
    </Grid>
  ),
};

/** Drawn as a list: its cells stay list items. */
export const Tiles: Story = {
  args: { min: "tile", gap: "sm" },
  render: (args) => (
    <Grid {...args} as="ul" aria-label="Levels">
      {["Bronze", "Silver", "Gold", "Platinum"].map((level) => (
        <li key={level}>
          <Panel padding="md">{level}</Panel>
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole("list", { name: "Levels" })).getAllByRole("listitem"),
    ).toHaveLength(4);
  },
};
