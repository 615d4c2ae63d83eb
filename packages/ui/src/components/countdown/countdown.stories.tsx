import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Countdown } from "./countdown.tsx";

const inMs = (ms: number) => Date.now() + ms;

const meta = {
  title: "Data display/Countdown",
  component: Countdown,
  args: {
    target: inMs(((2 * 24 + 5) * 3600 + 42 * 60) * 1000),
    label: "Tournament ends in",
    labels: { days: "days", hours: "hours", minutes: "min", seconds: "sec" },
    onComplete: fn(),
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DaysHoursMinutes: Story = {};
export const WithSeconds: Story = { args: { showSeconds: true, target: inMs(3 * 60 * 1000) } };
export const Finished: Story = {
  args: { target: inMs(-1000), completedContent: "Tournament finished" },
};
