import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { Panel } from "../panel/index.ts";
import { Text } from "../text/index.ts";
import { Page } from "./page.tsx";

const meta = {
  title: "Layout/Page",
  component: Page,
  args: {
    title: "Responsible gaming",
    children: (
      <>
        <Panel title="Deposit limits">
          <Text tone="subdued">No limit set.</Text>
        </Panel>
        <Panel title="Take a break">
          <Text tone="subdued">Pause your account for a day, a week or a month.</Text>
        </Panel>
      </>
    ),
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await expect(canvas.getAllByRole("region")).toHaveLength(2);
  },
};
export const WithActions: Story = { args: { actions: <Button size="sm">New ticket</Button> } };
export const Narrow: Story = { args: { width: "narrow" } };
