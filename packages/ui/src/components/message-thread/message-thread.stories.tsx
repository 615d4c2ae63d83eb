import type { Meta, StoryObj } from "@storybook/react-vite";
import { MessageThread, type ThreadMessage } from "./message-thread.tsx";

const messages: ThreadMessage[] = [
  {
    id: 1,
    author: "player",
    authorName: "You",
    body: "Hello, my deposit of 250 USDT has not arrived yet.\nThe transaction is confirmed on chain.",
    time: "2026-11-03T14:05:00Z",
  },
  {
    id: 2,
    author: "agent",
    authorName: "Alex",
    body: "Thanks for waiting! I can see it now: it needed one more confirmation. It is credited.",
    time: "2026-11-03T14:09:00Z",
  },
  {
    id: 3,
    author: "player",
    authorName: "You",
    body: "Got it, thank you!",
    time: "2026-11-03T14:10:00Z",
  },
];

const meta = {
  title: "Support/MessageThread",
  component: MessageThread,
  args: { messages, locale: "en", label: "Conversation: Deposit missing" },
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};
export const Empty: Story = {
  args: { messages: [], emptyText: "No messages yet. Write the first one below." },
};
export const Closed: Story = { args: { footer: "This conversation is closed: it is read-only." } };
export const LongWords: Story = {
  args: {
    messages: [
      {
        id: 1,
        author: "player",
        authorName: "You",
        body: "My address: TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSETQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
        time: "2026-11-03T14:05:00Z",
      },
    ],
  },
};
export const Japanese: Story = {
  args: {
    locale: "ja",
    label: "会話: 入金が届かない",
    messages: [
      { ...messages[0]!, authorName: "あなた", body: "250 USDT の入金がまだ届いていません。" },
      { ...messages[1]!, body: "お待たせしました。入金を確認しました。" },
    ],
  },
};
