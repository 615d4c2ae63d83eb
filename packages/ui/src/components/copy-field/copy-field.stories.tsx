import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { CopyField } from "./copy-field.tsx";

const meta = {
  title: "Money/CopyField",
  component: CopyField,
  args: {
    label: "Your USDT deposit address",
    value: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    copyLabel: "Copy",
    copiedLabel: "Address copied",
    errorLabel: "Could not copy, select the address instead",
    onCopy: fn(),
    onCopyError: fn(),
  },
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DepositAddress: Story = {};
export const WithHint: Story = { args: { hint: "Send only USDT on the TRON network (TRC-20)." } };
export const ReferralLink: Story = {
  args: {
    label: "Referral link",
    value: "https://casino.example/sign-up?reference=ada-lovelace-7f3c",
    copiedLabel: "Link copied",
    monospace: false,
  },
};
export const TwoFactorSecret: Story = {
  args: { label: "Setup key", value: "JBSW Y3DP EHPK 3PXP", copiedLabel: "Key copied" },
};
