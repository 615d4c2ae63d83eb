import type { Meta, StoryObj } from "@storybook/react-vite";
import { Text } from "../text/index.ts";
import { Box } from "./box.tsx";

const meta = {
  title: "Layout/Box",
  component: Box,
  args: {
    padding: "md",
    background: "surfaceSunken",
    radius: "md",
    children: <Text>0.0042 BTC pending</Text>,
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sunken: Story = {};
export const Surface: Story = { args: { background: "surface", padding: "lg", radius: "lg" } };
export const InlinePadding: Story = {
  args: { padding: undefined, paddingBlock: "sm", paddingInline: "md" },
};
