import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { TournamentCard } from "./tournament-card.tsx";
import { CardSkeleton } from "../promotion-card/index.ts";
import { cardColumn } from "../../test/story-frame.tsx";

const banner =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 280"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#22d3ee"/><stop offset="1" stop-color="#3b2380"/></linearGradient></defs><rect width="640" height="280" fill="url(#g)"/><g fill="#fff" opacity=".2"><rect x="40" y="40" width="40" height="40"/><rect x="520" y="180" width="60" height="60"/><rect x="300" y="20" width="20" height="20"/></g><text x="40" y="170" font-family="Verdana" font-size="52" font-weight="bold" fill="#fff">CRASH CUP</text></svg>',
  );

const hour = 60 * 60 * 1000;

const meta = {
  title: "Promotions/TournamentCard",
  component: TournamentCard,
  args: {
    title: "Crash Cup November",
    imageSrc: banner,
    status: "live",
    statusLabel: "Live",
    prizePool: { amount: "25000", currency: "USDT" },
    prizePoolLabel: "Prize pool",
    locale: "en",
    endsAt: Date.now() + 2 * 24 * hour + 5 * hour,
    countdownLabel: "Ends in",
    countdownLabels: { days: "days", hours: "hours", minutes: "min" },
    details: "1,204 players · Highest multiplier wins",
    href: "/tournaments/crash-cup-november",
    ctaLabel: "Join now",
    onNavigate: fn(),
    onCountdownComplete: fn(),
  },
  argTypes: { status: { control: "inline-radio", options: ["live", "finished", "completed"] } },
  decorators: [cardColumn],
} satisfies Meta<typeof TournamentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {};
export const EndingSoon: Story = { args: { endsAt: Date.now() + 7 * 60 * 1000 } };
export const TrimmedPrizePool: Story = {
  args: { prizePool: { amount: "150.00000000", currency: "USDT", decimals: 2 } },
};
export const TickingSeconds: Story = {
  args: {
    showSeconds: true,
    countdownLabels: { days: "days", hours: "hours", minutes: "min", seconds: "sec" },
  },
};
export const Finished: Story = {
  args: { status: "finished", statusLabel: "Finished", ctaLabel: "View results" },
};
export const CompletedByPlayer: Story = {
  args: {
    status: "completed",
    statusLabel: "Completed",
    ctaLabel: "View results",
    details: "You finished 12th of 1,204",
  },
};
export const BitcoinPoolNoImage: Story = {
  args: {
    imageSrc: null,
    title: "Slots Sprint",
    prizePool: { amount: "0.25", currency: "BTC" },
    details: "Wagering points · single games",
  },
};
export const Loading: Story = {
  render: () => <CardSkeleton mediaAspect="16 / 7" lines={3} action />,
};
