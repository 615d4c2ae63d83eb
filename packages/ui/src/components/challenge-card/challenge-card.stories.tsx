import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { gameThumbnail } from "../game-card/game-card.stories-data.ts";
import { ChallengeCard } from "./challenge-card.tsx";
import { liveChallenge } from "./challenge-card.stories-data.ts";
import { CardSkeleton } from "../promotion-card/index.ts";
import { framed } from "../../test/story-frame.tsx";

const meta = {
  title: "Promotions/ChallengeCard",
  component: ChallengeCard,
  args: {
    ...liveChallenge,
    gameImageSrc: gameThumbnail("Gates of Aetheria", 265),
    onPlay: fn(),
  },
  argTypes: { status: { control: "inline-radio", options: ["live", "finished", "completed"] } },
  decorators: [framed({ maxInlineSize: "26rem" })],
} satisfies Meta<typeof ChallengeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {};
export const WithProgress: Story = {
  args: { progress: { value: 2, max: 5, label: "Qualifying wins", valueText: "2 of 5" } },
};
export const FreeSpinsPrize: Story = {
  args: {
    prize: "20 free spins",
    gameName: "Candy Cascade",
    gameImageSrc: gameThumbnail("Candy Cascade", 330),
  },
};
export const Finished: Story = {
  args: { status: "finished", statusLabel: "Finished", remaining: "All prizes claimed" },
};
export const Completed: Story = {
  args: {
    status: "completed",
    statusLabel: "Completed",
    remaining: "You won this challenge",
    progress: { value: 5, max: 5, label: "Qualifying wins", valueText: "5 of 5" },
  },
};
export const TitledWithGameLinkAndCountdown: Story = {
  args: {
    title: "Roll x10 on Dice",
    gameName: "Dice",
    gameHref: "/play-game/dice",
    onNavigate: fn(),
    onPlay: undefined,
    endsAt: Date.now() + 3 * 24 * 60 * 60 * 1000 + 4 * 60 * 60 * 1000,
    countdownLabel: "Ends in",
    countdownLabels: { days: "days", hours: "hours", minutes: "min", seconds: "sec" },
    onCountdownComplete: fn(),
  },
};
export const FinishedWithGameLink: Story = {
  args: {
    title: "Limbo x100",
    gameName: "Limbo",
    gameHref: "/play-game/limbo",
    onNavigate: fn(),
    status: "finished",
    statusLabel: "Finished",
    remaining: "All prizes claimed",
  },
};
export const Loading: Story = {
  render: () => <CardSkeleton mediaAspect={null} lines={3} action />,
};
