import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { StoryList } from "../../test/story-frame.tsx";
import { fn } from "storybook/test";
import { ConversationItem } from "./conversation-item.tsx";

const List = styled(StoryList).attrs({ $gap: "xs", $max: "26rem" })``;

const meta = {
  title: "Support/ConversationItem",
  component: ConversationItem,
  args: {
    subject: "Deposit missing",
    preview: "Thanks for waiting! I can see it now.",
    time: "2026-11-03T14:09:00Z",
    locale: "en",
    statusLabel: "Open",
    closed: false,
    unreadCount: 0,
    unreadLabel: "0 unread",
    onOpen: fn(),
  },
} satisfies Meta<typeof ConversationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Unread: Story = { args: { unreadCount: 2, unreadLabel: "2 unread" } };
export const ManyUnread: Story = { args: { unreadCount: 140, unreadLabel: "140 unread" } };
export const Selected: Story = { args: { selected: true } };
export const Closed: Story = { args: { closed: true, statusLabel: "Closed" } };
export const LongSubject: Story = {
  args: {
    subject: "A very long subject about a withdrawal that has been pending for three days now",
  },
};
export const List_: Story = {
  name: "List",
  render: (args) => (
    <List>
      <li>
        <ConversationItem {...args} unreadCount={1} unreadLabel="1 unread" selected />
      </li>
      <li>
        <ConversationItem {...args} subject="Bonus terms" />
      </li>
      <li>
        <ConversationItem {...args} subject="Account" closed statusLabel="Closed" />
      </li>
    </List>
  ),
};
