import type { Meta, StoryObj } from "@storybook/react-vite";
import { Leaderboard, type LeaderboardEntry } from "./leaderboard.tsx";

const names = [
  "pixelpunk",
  "satoshi_fan",
  null,
  "moonboi",
  "ada.l",
  "cryptoqueen",
  "hodl_harry",
  null,
  "byte_bandit",
  "chainz",
];
const entries: LeaderboardEntry[] = names.map((player, i) => ({
  id: `p${i + 1}`,
  rank: i + 1,
  player,
  score: 15230 - i * 1187,
  prize:
    i < 3
      ? { amount: String([1000, 500, 250][i]), currency: "USDT" }
      : i < 6
        ? "50 free spins"
        : undefined,
}));

const meta = {
  title: "Promotions/Leaderboard",
  component: Leaderboard,
  args: {
    entries,
    columns: { rank: "Rank", player: "Player", score: "Points", prize: "Prize" },
    caption: "Crash Cup leaderboard",
    locale: "en",
    hiddenPlayerLabel: "Hidden",
    currentPlayerLabel: "You",
  },
} satisfies Meta<typeof Leaderboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CurrentPlayerInTop: Story = { args: { currentPlayerId: "p5" } };
export const CurrentPlayerOutsideTop: Story = {
  args: {
    currentPlayerId: "me",
    currentPlayerEntry: { id: "me", rank: 57, player: "token_tosser", score: 880 },
  },
};
export const Multipliers: Story = {
  args: {
    columns: { rank: "Rank", player: "Player", score: "Multiplier", prize: "Prize" },
    entries: entries
      .slice(0, 5)
      .map((entry, i) => ({ ...entry, score: `${(1250.5 / (i + 1)).toFixed(2)}×` })),
  },
};
export const German: Story = {
  args: {
    locale: "de",
    columns: { rank: "Platz", player: "Spieler", score: "Punkte", prize: "Preis" },
    hiddenPlayerLabel: "Versteckt",
    currentPlayerLabel: "Du",
    currentPlayerId: "p2",
  },
};
export const Empty: Story = {
  args: { entries: [], empty: "Nobody has scored yet. Play to take the lead!" },
};
export const Loading: Story = {
  args: { entries: [], loading: true, loadingLabel: "Loading leaderboard" },
};
