import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Badge } from "../badge/index.ts";
import { PromotionCard } from "./promotion-card.tsx";
import { CardSkeleton } from "./card-skeleton.tsx";
import { cardColumn } from "../../test/story-frame.tsx";

const banner = (title: string, hue: number) =>
  "data:image/svg+xml," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},90%,50%)"/><stop offset="1" stop-color="hsl(${hue + 70},80%,18%)"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><text x="40" y="200" font-family="Verdana" font-size="46" font-weight="bold" fill="#fff">${title}</text></svg>`,
  );

const meta = {
  title: "Promotions/PromotionCard",
  component: PromotionCard,
  args: {
    title: "Weekend reload",
    summary: "Get 50% up to 250 USDT on your first deposit every Saturday and Sunday.",
    period: "Every weekend until 31 Dec 2026",
    imageSrc: banner("WEEKEND RELOAD", 300),
    href: "/promotion/weekend-reload",
    ctaLabel: "Read more",
    onNavigate: fn(),
  },
  decorators: [cardColumn],
} satisfies Meta<typeof PromotionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithBadge: Story = { args: { badges: <Badge tone="accent">New</Badge> } };
export const NoImage: Story = {
  args: { imageSrc: null, title: "Crash race", summary: "Top 50 multipliers share 5,000 USDT." },
};
export const TitleOnly: Story = {
  args: { summary: undefined, period: undefined, title: "VIP Telegram drop" },
};
export const Loading: Story = { render: () => <CardSkeleton lines={2} /> };
