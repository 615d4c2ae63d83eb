import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "../stack/index.ts";
import { Text, type TextToneName, type TextVariant } from "./text.tsx";

const meta = {
  title: "Foundations/Text",
  component: Text,
  args: { children: "The house edge is 1%." },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};
export const Variants: Story = {
  render: () => (
    <Stack gap="sm">
      {(
        [
          "body",
          "bodySm",
          "caption",
          "label",
          "numeric",
          "code",
          "codeLg",
          "figure",
        ] as TextVariant[]
      ).map((variant) => (
        <Text key={variant} variant={variant}>
          {variant}: 1,024.50 USDT
        </Text>
      ))}
    </Stack>
  ),
};
export const Tones: Story = {
  render: () => (
    <Stack gap="sm">
      {(
        ["default", "subdued", "brand", "success", "critical", "warning", "info"] as TextToneName[]
      ).map((tone) => (
        <Text key={tone} tone={tone}>
          {tone}
        </Text>
      ))}
    </Stack>
  ),
};
/** Tabular figures: the digits of a column of amounts line up. */
export const Numeric: Story = {
  render: () => (
    <Stack gap="xs" align="end">
      {["1,111.11", "888.88", "10.01"].map((amount) => (
        <Text key={amount} variant="numeric">
          {amount}
        </Text>
      ))}
    </Stack>
  ),
};
export const Truncated: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: "10rem" }}>{Story()}</div>],
  args: { truncate: true, children: "A very long game name that does not fit" },
};
