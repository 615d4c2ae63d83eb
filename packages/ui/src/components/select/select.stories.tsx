import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Select } from "./select.tsx";

const meta = {
  title: "Forms/Select",
  component: Select,
  args: {
    label: "Display currency",
    options: [
      { value: "USD", label: "US dollar" },
      { value: "EUR", label: "Euro" },
      { value: "USDT", label: "Tether" },
      { value: "BTC", label: "Bitcoin", disabled: true },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPlaceholder: Story = { args: { placeholder: "Choose a currency" } };
export const Selected: Story = { args: { defaultValue: "EUR" } };
export const WithHint: Story = {
  args: { defaultValue: "USD", hint: "Balances are shown in this currency." },
};
export const Invalid: Story = {
  args: { placeholder: "Choose a currency", error: "Choose a currency." },
};
export const Disabled: Story = { args: { defaultValue: "USD", disabled: true } };
