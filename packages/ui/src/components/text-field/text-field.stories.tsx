import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SearchIcon } from "../icons/index.ts";
import { TextField } from "./text-field.tsx";

const meta = {
  title: "Forms/TextField",
  component: TextField,
  args: { label: "E-mail or username", placeholder: "player@example.com", onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: "pixel_pioneer" } };
export const WithHint: Story = { args: { hint: "Lowercase letters, digits, underscore and dot." } };
export const Invalid: Story = {
  args: { defaultValue: "Not Valid!", error: "Enter a valid e-mail or username." },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: "locked@example.com" } };
export const Required: Story = { args: { required: true } };
export const WithAdornments: Story = {
  args: {
    label: "Amount",
    startAdornment: "$",
    endAdornment: "USD",
    inputMode: "decimal",
    placeholder: "0.00",
  },
};
export const WithIcon: Story = {
  args: { label: "Find", startAdornment: <SearchIcon />, placeholder: "" },
};
