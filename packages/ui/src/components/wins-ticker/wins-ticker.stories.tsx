import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { sampleGames } from "../game-card/game-card.stories-data.ts";
import { WinsTicker } from "./wins-ticker.tsx";

const wins = sampleGames(8).map((game, index) => ({
  id: String(game.id),
  gameName: game.name,
  imageSrc: game.imageSrc,
  href: `/play-game/${game.id}`,
  player: index % 3 === 0 ? "Hidden" : `player_${game.id}`,
  amount: `$${(1250 / (index + 1)).toFixed(2)}`,
  multiplier: `×${(25 / (index + 1)).toFixed(2)}`,
}));

const meta = {
  title: "Games/WinsTicker",
  component: WinsTicker,
  args: {
    title: "Live wins",
    items: wins,
    emptyLabel: "No big wins in the last hour yet",
    onNavigate: fn(),
  },
} satisfies Meta<typeof WinsTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { items: [] } };
export const WithoutArt: Story = {
  args: { items: wins.slice(0, 3).map((win) => ({ ...win, imageSrc: null })) },
};
