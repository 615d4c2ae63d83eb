import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { StoryList } from "../../test/story-frame.tsx";
import { fn } from "storybook/test";
import { GiftIcon, TrophyIcon, WalletIcon } from "../icons/index.ts";
import { NotificationItem } from "./notification-item.tsx";
import { CardSkeleton } from "../promotion-card/index.ts";

const List = styled(StoryList).attrs({ $gap: "xxs", $max: "28rem" })``;

const meta = {
  title: "Account/NotificationItem",
  component: NotificationItem,
  args: {
    title: "Deposit received",
    preview: "Your deposit of 250.00 USDT has been credited to your wallet.",
    time: "2026-11-03T14:05:00Z",
    locale: "en",
    read: false,
    unreadLabel: "Unread",
    onOpen: fn(),
  },
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {};
export const Read: Story = { args: { read: true } };
export const TitleOnly: Story = {
  args: { preview: undefined, title: "Your e-mail address is verified" },
};
export const Japanese: Story = {
  args: {
    locale: "ja",
    title: "入金を受け付けました",
    preview: "250.00 USDT がウォレットに入金されました。",
  },
};
export const Inbox: Story = {
  render: (args) => (
    <List>
      <li>
        <NotificationItem {...args} icon={<WalletIcon size="iconSm" />} />
      </li>
      <li>
        <NotificationItem
          {...args}
          title="New tournament: Crash Cup"
          preview="25,000 USDT prize pool. Highest multiplier wins."
          icon={<TrophyIcon size="iconSm" />}
          time="2026-11-02T09:30:00Z"
        />
      </li>
      <li>
        <NotificationItem
          {...args}
          read
          title="Your weekly cashback is ready"
          preview="Claim 12.40 USDT before Sunday."
          icon={<GiftIcon size="iconSm" />}
          time="2026-10-28T18:00:00Z"
        />
      </li>
    </List>
  ),
};
export const Loading: Story = { render: () => <CardSkeleton mediaAspect={null} lines={1} /> };
