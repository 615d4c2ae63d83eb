import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { Heading } from "../heading/index.ts";
import { Stack } from "../stack/index.ts";
import { Text } from "../text/index.ts";
import { ActionPanel } from "./action-panel.tsx";

const meta = {
  title: "Layout/ActionPanel",
  component: ActionPanel,
  args: { "aria-labelledby": "prize-title" },
  render: (args) => (
    <ActionPanel {...args}>
      <Stack gap="xs">
        <Heading level={2} size="sm" id="prize-title">
          Tournament: Weekly race (rank 2)
        </Heading>
        <Text variant="bodySm" tone="subdued">
          Won on 12 Nov 2026 · Claim by 19 Nov 2026
        </Text>
      </Stack>
    </ActionPanel>
  ),
} satisfies Meta<typeof ActionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: { actions: <Button>Claim</Button> },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole("article", { name: /Weekly race/ });
    await expect(within(item).getByRole("button", { name: "Claim" })).toBeInTheDocument();
  },
};

export const WithoutAction: Story = {};
