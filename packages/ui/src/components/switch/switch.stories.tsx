import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Switch } from "./switch.tsx";

const meta = {
  title: "Forms/Switch",
  component: Switch,
  args: { label: "Hide zero balances", onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = {
  args: { label: "Two-factor login", description: "Ask for a code from your authenticator app." },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
