import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { NumericField, type NumericFieldProps } from "./numeric-field.tsx";

function Stateful(props: NumericFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NumericField
      {...props}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        props.onValueChange(v);
      }}
    />
  );
}

const meta = {
  title: "Forms/NumericField",
  component: NumericField,
  tags: ["autodocs"],
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
