import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "../stack/index.ts";
import { Heading } from "./heading.tsx";

const meta = {
  title: "Foundations/Heading",
  component: Heading,
  args: { level: 2, children: "Wallets" },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Levels: Story = {
  render: () => (
    <Stack gap="sm">
      <Heading level={1}>Level 1</Heading>
      <Heading level={2}>Level 2</Heading>
      <Heading level={3}>Level 3</Heading>
      <Heading level={4}>Level 4</Heading>
    </Stack>
  ),
};
/** A level-2 heading drawn at display size: outline and look are chosen apart. */
export const Display: Story = { args: { size: "display", children: "Jackpot" } };

/** A screen's title (the app's page titles): the display face at a page heading's size. */
export const PageTitle: Story = { args: { level: 1, size: "page", children: "Tournaments" } };
