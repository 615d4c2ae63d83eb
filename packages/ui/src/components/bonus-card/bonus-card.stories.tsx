import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { BonusCard } from "./bonus-card.tsx";
import { welcomeOffer } from "./bonus-card.stories-data.ts";
import { CardSkeleton } from "../promotion-card/index.ts";
import { Countdown } from "../countdown/index.ts";
import { cardColumn } from "../../test/story-frame.tsx";

const meta = {
  title: "Promotions/BonusCard",
  component: BonusCard,
  args: {
    ...welcomeOffer,
    description: "Deposit at least 20 USDT within 7 days of signing up.",
    footnote: "Expires 12 Nov 2026 · wagering 35×",
    onClaim: fn(),
    onCancel: fn(),
    busyLabel: "Please wait",
  },
  argTypes: {
    type: {
      control: "select",
      options: [
        "cash_back_bonus",
        "welcome_bonus_offer",
        "deposit_bonus_offer",
        "free_spins_offer",
        "non_deposit_bonus",
      ],
    },
    status: {
      control: "select",
      options: ["available", "claimed", "active", "completed", "expired", "busted", "unclaimed"],
    },
  },
  decorators: [cardColumn],
} satisfies Meta<typeof BonusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const wagering = { value: 312.5, max: 500, label: "Wagering", valueText: "312.50 of 500.00 USDT" };

export const WelcomeAvailable: Story = {};
export const Claiming: Story = { args: { claiming: true } };
export const DepositActive: Story = {
  args: {
    type: "deposit_bonus_offer",
    typeLabel: "Deposit bonus",
    title: "Reload Friday",
    value: "50% up to 250 USDT",
    status: "active",
    statusLabel: "Active",
    wagering,
  },
};
export const FreeSpinsClaimed: Story = {
  args: {
    type: "free_spins_offer",
    typeLabel: "Free spins",
    title: "Spin the Gates",
    value: "50 free spins on Gates of Aetheria",
    status: "claimed",
    statusLabel: "Claimed",
  },
};
export const CashbackUnclaimed: Story = {
  args: {
    type: "cash_back_bonus",
    typeLabel: "Cashback",
    title: "Weekly cashback",
    value: "12.40 USDT",
    description: "10% of your net losses last week.",
    status: "unclaimed",
    statusLabel: "Ready to claim",
  },
};
export const NoDepositCompleted: Story = {
  args: {
    type: "non_deposit_bonus",
    typeLabel: "No-deposit bonus",
    title: "Telegram welcome gift",
    value: "5 USDT",
    status: "completed",
    statusLabel: "Completed",
    wagering: { ...wagering, value: 500, valueText: "500.00 of 500.00 USDT" },
  },
};
export const Expired: Story = {
  args: { status: "expired", statusLabel: "Expired", footnote: "Expired 1 Nov 2026" },
};
export const Busted: Story = {
  args: {
    type: "deposit_bonus_offer",
    typeLabel: "Deposit bonus",
    status: "busted",
    statusLabel: "Busted",
    wagering,
  },
};
export const Loading: Story = {
  render: () => <CardSkeleton mediaAspect={null} lines={3} action />,
};

/** The app's footnote: the expiry countdown and the terms behind a disclosure. */
const expiryAndTerms = (
  <div style={{ display: "flex", flexDirection: "column", gap: "0.5rem" }}>
    <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.5rem" }}>
      <span>Expires in</span>
      <Countdown
        target={Date.now() + 3 * 86_400_000 + 5 * 3_600_000}
        labels={{ days: "days", hours: "hours", minutes: "minutes" }}
        label="Time left on Reload Friday"
      />
    </div>
    <details>
      <summary>Terms</summary>
      <ul>
        <li>Wager 25× the bonus before it turns into real money.</li>
        <li>Maximum bet while wagering: 5 USDT.</li>
      </ul>
    </details>
  </div>
);
export const ActiveWithExpiryAndTerms: Story = {
  args: {
    type: "deposit_bonus_offer",
    typeLabel: "Deposit bonus",
    title: "Reload Friday",
    value: "50% up to 100 USDT",
    status: "active",
    statusLabel: "Active",
    wagering: { value: 120, max: 500, label: "Wagering", valueText: "120 of 500 USDT (24%)" },
    footnote: expiryAndTerms,
  },
};
export const WaitingForDeposit: Story = {
  args: {
    type: "deposit_bonus_offer",
    typeLabel: "Deposit bonus",
    title: "Reload Friday",
    value: "50% up to 100 USDT",
    status: "claimed",
    statusLabel: "Waiting for deposit",
    footnote: "Make a qualifying deposit to activate this bonus.",
  },
};
export const Cancelling: Story = {
  args: { ...ActiveWithExpiryAndTerms.args, cancelling: true },
};
export const ClaimRefused: Story = {
  args: {
    footnote: <p role="alert">You already have an active bonus.</p>,
  },
};
