import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { MessageComposer } from "./message-composer.tsx";

const meta = {
  title: "Support/MessageComposer",
  component: MessageComposer,
  args: {
    label: "Your message",
    sendLabel: "Send",
    maxLength: 2000,
    counterLabel: (used: number, max: number) => `${used} / ${max}`,
    hint: "Enter sends, Shift+Enter starts a new line.",
    onSend: fn(() => true),
  },
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Sending: Story = { args: { busy: true } };
export const Failed: Story = {
  args: { error: "Too many messages: wait a minute and send it again." },
};
export const Closed: Story = { args: { disabled: true, hint: undefined } };
export const ShortLimit: Story = { args: { maxLength: 20 } };
