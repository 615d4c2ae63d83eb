import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { PasswordField } from "./password-field.tsx";
import { sampleRules as rules } from "./password-field.stories-data.ts";

const meta = {
  title: "Forms/PasswordField",
  component: PasswordField,
  args: {
    label: "Password",
    showLabel: "Show password",
    hideLabel: "Hide password",
    metLabel: "done",
    unmetLabel: "missing",
    onChange: fn(),
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Login form: no checklist. */
export const Login: Story = {};
/** Sign-up: the checklist, nothing typed yet. */
export const WithRulesEmpty: Story = { args: { rules, rulesLabel: "Your password needs" } };
export const WithRulesPartlyMet: Story = {
  args: { rules, rulesLabel: "Your password needs", defaultValue: "casino12" },
};
export const WithRulesAllMet: Story = {
  args: { rules, rulesLabel: "Your password needs", defaultValue: "Casino12!" },
};
export const Invalid: Story = { args: { defaultValue: "short", error: "Wrong password format." } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "secret" } };
