import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProgressBar } from "./progress-bar.tsx";

const meta = {
  title: "Feedback/ProgressBar",
  component: ProgressBar,
  args: {
    label: "Progress to Byte Bandit",
    value: 450,
    max: 1000,
    valueText: "450 of 1,000 points",
    valueLabel: "450 / 1,000 XP",
  },
  argTypes: {
    tone: { control: "inline-radio", options: ["primary", "accent", "success", "warning"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    vipLevel: { control: "select", options: [undefined, 0, 1, 2, 3, 4, 5] },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VipProgress: Story = {};
export const Empty: Story = {
  args: { value: 0, valueText: "0 of 1,000 points", valueLabel: "0 / 1,000 XP" },
};
export const Complete: Story = {
  args: {
    value: 1000,
    tone: "success",
    valueText: "Level reached",
    valueLabel: "1,000 / 1,000 XP",
  },
};
export const Pixel: Story = { args: { pixel: true, vipLevel: 2, size: "lg" } };
export const Wagering: Story = {
  args: {
    label: "Wagering requirement",
    value: 62.5,
    max: 100,
    valueText: "62.5 %",
    valueLabel: "€312.50 of €500.00",
    tone: "accent",
  },
};
export const HiddenLabel: Story = { args: { hideLabel: true, size: "sm", valueLabel: undefined } };
