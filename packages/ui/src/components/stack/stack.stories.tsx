import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { Text } from "../text/index.ts";
import { Stack } from "./stack.tsx";

const meta = {
  title: "Layout/Stack",
  component: Stack,
  args: { gap: "md" },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Stack {...args}>
      <Text>Your password was updated.</Text>
      <Text tone="subdued">Sign in with your new password.</Text>
      <Button>Sign in</Button>
    </Stack>
  ),
};

/** Drawn as a `ul`: a list without bullets whose items stay list items. */
export const AsList: Story = {
  args: { gap: "xs" },
  render: (args) => (
    <Stack {...args} as="ul" aria-label="Rounds">
      <li>Round 1</li>
      <li>Round 2</li>
      <li>Round 3</li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole("list", { name: "Rounds" })).getAllByRole("listitem"),
    ).toHaveLength(3);
  },
};

export const Centred: Story = {
  args: { align: "center" },
  render: Default.render,
};
