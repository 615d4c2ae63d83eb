import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Checkbox } from "./checkbox.tsx";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  args: { label: "I am at least 18 years old", onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { label: "All providers", indeterminate: true } };
export const WithDescription: Story = {
  args: { label: "Marketing e-mails", description: "Bonuses and tournaments, at most weekly." },
};
export const Invalid: Story = {
  args: { label: "I accept the terms", error: "You must accept the terms." },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
