import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { Panel } from "../panel/index.ts";
import { Text } from "../text/index.ts";
import { SplitView } from "./split-view.tsx";

const meta = {
  title: "Layout/SplitView",
  component: SplitView,
  args: {
    showing: "detail",
    list: (
      <Panel title="Conversations">
        <Text>Deposit missing</Text>
        <Text>Withdrawal pending</Text>
      </Panel>
    ),
    detail: (
      <Panel title="Deposit missing">
        <Text tone="subdued">Our team answers here, usually within minutes.</Text>
      </Panel>
    ),
    back: (
      <Button variant="ghost" size="sm">
        All conversations
      </Button>
    ),
  },
} satisfies Meta<typeof SplitView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Detail: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("region", { name: "Deposit missing" }),
    ).toBeInTheDocument();
  },
};

/** On a phone with nothing open: the list alone. */
export const List: Story = { args: { showing: "list" } };
