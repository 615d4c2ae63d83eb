import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Panel } from "../panel/index.ts";
import { Text } from "../text/index.ts";
import { CardGrid } from "./card-grid.tsx";

const meta = {
  title: "Layout/CardGrid",
  component: CardGrid,
  args: { "aria-label": "Promotions" },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards of different lengths: each row's cards are as tall as each other. */
export const Default: Story = {
  render: (args) => (
    <CardGrid {...args}>
      {[
        "Weekly reload",
        "Cashback Friday",
        "Welcome offer: 100 % up to 1,000 USDT",
        "Rakeback",
      ].map((title) => (
        <li key={title}>
          <Panel title={title} headingLevel={3}>
            <Text tone="subdued">Ends in 3 days.</Text>
          </Panel>
        </li>
      ))}
    </CardGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole("list", { name: "Promotions" })).getAllByRole("listitem"),
    ).toHaveLength(4);
  },
};
