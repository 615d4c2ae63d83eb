import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { GiftIcon, WalletIcon } from "../icons/index.ts";
import { RewardCard } from "./reward-card.tsx";
import { cardColumn } from "../../test/story-frame.tsx";

const meta = {
  title: "VIP/RewardCard",
  component: RewardCard,
  args: {
    title: "Cashback",
    icon: <WalletIcon size="iconMd" />,
    amount: "2.500000 USDT",
    description:
      "5% of your net losses in the week that ended Jan 12, 2026, 12:00 AM (about $2.50).",
    status: "Ready to claim",
    tone: "ready",
    actionLabel: "Claim cashback",
    onAction: fn(),
    busyLabel: "Claiming",
  },
  decorators: [cardColumn],
} satisfies Meta<typeof RewardCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Claiming: Story = { args: { busy: true } };
/** A weekly level's running week: when it closes, the cashback is computed. */
export const Waiting: Story = {
  args: {
    amount: "0.420000 USDT",
    description: "Estimate for this week so far at 5% (about $0.42).",
    status:
      "Weekly cashback: the week closes on Jan 12, 2026, 12:00 AM (UTC), then it can be claimed.",
    tone: "waiting",
    actionDisabled: true,
  },
};
/** A daily level's running day. */
export const WaitingDaily: Story = {
  args: {
    amount: "1.010000 USDT",
    description: "Estimate for today so far at 10% (about $1.01).",
    status:
      "Daily cashback: the day closes on Jan 9, 2026, 12:00 AM (UTC), then it can be claimed.",
    tone: "waiting",
    actionDisabled: true,
  },
};
/** A daily level's claimable cashback of the day that ended. */
export const ReadyDaily: Story = {
  args: {
    amount: "1.010000 USDT",
    description:
      "10% of your net losses in the day that ended Jan 9, 2026, 12:00 AM (about $1.01).",
  },
};
export const Failed: Story = {
  args: { error: "There is no cashback to claim." },
};
export const Loading: Story = { args: { loading: true } };
export const NoAction: Story = {
  args: {
    title: "Daily login reward",
    icon: <GiftIcon size="iconMd" />,
    amount: "0.10 USD",
    description: "Claimed today",
    status: "Next reward in 5 h 12 min",
    tone: "neutral",
    actionLabel: undefined,
    onAction: undefined,
  },
};
export const LongTranslation: Story = {
  args: {
    title: "Tägliche Anmeldeprämie",
    icon: <GiftIcon size="iconMd" />,
    amount: "0,25 USD",
    description: "Erreichen Sie die erste VIP-Stufe, um die tägliche Prämie freizuschalten.",
    status: "Nächste Prämie in 23 Std. 59 Min.",
    actionLabel: "Prämie abholen",
  },
};
