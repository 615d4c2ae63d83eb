import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SessionReminderDialog } from "./session-reminder-dialog.tsx";

const meta = {
  title: "Responsible gaming/SessionReminderDialog",
  component: SessionReminderDialog,
  // Each story is an open modal dialog: a docs page would stack them all over the page.
  tags: ["!autodocs"],
  args: {
    open: true,
    title: "Time for a check-in",
    playedText: "You have been playing for 30 minutes.",
    note: "We remind you every 30 minutes. You can change this in Responsible gaming.",
    continueLabel: "Continue playing",
    breakLabel: "Take a break",
    closeLabel: "Close",
    onContinue: fn(),
    onTakeBreak: fn(),
  },
} satisfies Meta<typeof SessionReminderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstReminder: Story = {};
export const LongSession: Story = {
  args: { playedText: "You have been playing for 3 hours 15 minutes." },
};
export const WithoutNote: Story = { args: { note: undefined } };
export const Closed: Story = { args: { open: false } };
