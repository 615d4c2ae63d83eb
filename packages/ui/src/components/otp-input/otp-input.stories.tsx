import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { OtpInput } from "./otp-input.tsx";

const meta = {
  title: "Forms/OtpInput",
  component: OtpInput,
  args: {
    label: "Authentication code",
    cellLabel: (i: number, n: number) => `Digit ${i} of ${n}`,
    hint: "Enter the 6-digit code from your authenticator app.",
    onChange: fn(),
    onComplete: fn(),
  },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const PartlyFilled: Story = { args: { value: "123" } };
export const Complete: Story = { args: { value: "123456" } };
export const Invalid: Story = { args: { value: "123456", error: "That code is not valid." } };
export const Disabled: Story = { args: { disabled: true } };
