import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { withValueState } from "../../test/story-frame.tsx";
import { NumericField } from "./numeric-field.tsx";

const Stateful = withValueState(NumericField);

const meta = {
  title: "Forms/NumericField",
  component: NumericField,
  args: { label: "Amount", value: "", onValueChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof NumericField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DigitsOnly: Story = { args: { label: "Phone number", hint: "9 to 15 digits" } };
export const Decimal: Story = { args: { mode: "decimal", startAdornment: "$", value: "25.50" } };
export const Invalid: Story = {
  args: { mode: "decimal", value: "0", error: "Minimum amount is 10." },
};
export const Disabled: Story = { args: { disabled: true, value: "100" } };
