import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { GameCard } from "../game-card/game-card.tsx";
import { sampleGameCard, sampleGames } from "../game-card/game-card.stories-data.ts";
import { GameRail } from "./game-rail.tsx";

const items = (count: number) =>
  sampleGames(count).map((game) => ({
    key: game.id,
    content: (
      <GameCard
        {...sampleGameCard(game)}
        href={`/play-game/${game.id}`}
        onNavigate={fn()}
        onToggleFavourite={fn()}
      />
    ),
  }));

const meta = {
  title: "Games/GameRail",
  component: GameRail,
  args: {
    title: "Popular",
    items: items(14),
    href: "/categories/popular",
    seeAllLabel: "See all 120",
    onNavigate: fn(),
    scrollBackLabel: "Scroll back",
    scrollForwardLabel: "Scroll forward",
  },
} satisfies Meta<typeof GameRail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const FewGames: Story = { args: { items: items(2), seeAllLabel: "See all 2" } };
export const WithoutLink: Story = { args: { href: undefined, seeAllLabel: undefined } };
export const Empty: Story = { args: { items: [] } };
