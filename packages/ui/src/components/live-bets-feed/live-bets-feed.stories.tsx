import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { fn } from "storybook/test";
import { LiveBetsFeed, type LiveBetsTab } from "./live-bets-feed.tsx";
import { type LiveBet } from "./live-bets-table.tsx";
import { liveBetsColumns } from "./live-bets-feed.stories-data.ts";

const games = [
  "Candy Cascade",
  "Crash X",
  "Plinko Neon",
  "Gates of Aetheria",
  "Mines Royale",
  "Dice Duel",
  "Tome of Shadows",
];
const players = [
  "satoshi_fan",
  null,
  "moonboi",
  "ada.l",
  "cryptoqueen",
  null,
  "pixelpunk",
  "hodl_harry",
];
const currencies = ["USDT", "BTC", "ETH", "TON"];

function makeBet(i: number, highRoller = false): LiveBet {
  const currency = currencies[i % currencies.length] ?? "USDT";
  const stake = highRoller ? 2500 + (i % 5) * 1250 : 1 + ((i * 7) % 40);
  const multiplier = i % 3 === 0 ? 0 : ([1.5, 2, 3.2, 10, 0.5, 25][i % 6] ?? 2);
  const scale = currency === "BTC" ? 0.00002 : currency === "ETH" ? 0.0003 : 1;
  const bet = (stake * scale).toFixed(8);
  return {
    id: `${highRoller ? "hr" : "b"}-${i}`,
    gameName: games[i % games.length] ?? "Slot",
    player: players[i % players.length] ?? null,
    time: new Date(Date.UTC(2026, 10, 3, 14, 59 - (i % 60))).toISOString(),
    betAmount: bet,
    currency,
    multiplier,
    payout: (stake * scale * multiplier).toFixed(8),
  };
}

const latest = Array.from({ length: 10 }, (_, i) => makeBet(i));
const highRollers = Array.from({ length: 10 }, (_, i) => makeBet(i + 1, true));
const mine = latest.slice(0, 4).map((bet) => ({ ...bet, id: `me-${bet.id}`, player: "ada.l" }));
const byTab: Record<LiveBetsTab, LiveBet[]> = { latest, high_rollers: highRollers, mine };

const meta = {
  title: "Games/LiveBetsFeed",
  component: LiveBetsFeed,
  args: {
    tab: "latest",
    onTabChange: fn(),
    bets: latest,
    tabLabels: { latest: "Latest bets", high_rollers: "High rollers", mine: "My bets" },
    columns: liveBetsColumns,
    label: "Live bets",
    locale: "en",
    hiddenPlayerLabel: "Hidden",
    empty: "No bets yet. Play a game and your bets show up here.",
    onGameClick: fn(),
  },
} satisfies Meta<typeof LiveBetsFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Latest: Story = {};
/** Each bet's id under its game, copyable (the lobby's feeds). */
export const WithBetIds: Story = {
  args: {
    betId: { text: (id) => `ID ${id}`, copy: (id) => `Copy bet id ${id}`, copied: "Copied" },
  },
};
export const HighRollers: Story = { args: { tab: "high_rollers", bets: highRollers } };
export const Mine: Story = { args: { tab: "mine", bets: mine } };
export const Guest: Story = { args: { showMine: false } };
export const Loading: Story = { args: { bets: [], loading: true, loadingLabel: "Loading bets" } };
export const Empty: Story = { args: { tab: "mine", bets: [] } };
export const German: Story = {
  args: {
    locale: "de",
    tabLabels: { latest: "Neueste", high_rollers: "High Roller", mine: "Meine Wetten" },
    columns: {
      game: "Spiel",
      player: "Spieler",
      time: "Zeit",
      bet: "Einsatz",
      multiplier: "Multiplikator",
      payout: "Auszahlung",
    },
    hiddenPlayerLabel: "Versteckt",
  },
};
/** New bets arrive every second; the table keeps the newest 10. */
export const Streaming: Story = {
  render: function Render(args) {
    const [tab, setTab] = useState<LiveBetsTab>("latest");
    const [feed, setFeed] = useState(byTab);
    useEffect(() => {
      let next = 100;
      const id = setInterval(() => {
        next += 1;
        setFeed((current) => ({
          ...current,
          latest: [makeBet(next), ...current.latest].slice(0, 10),
          high_rollers:
            next % 4 === 0
              ? [makeBet(next, true), ...current.high_rollers].slice(0, 10)
              : current.high_rollers,
        }));
      }, 1000);
      return () => clearInterval(id);
    }, []);
    return <LiveBetsFeed {...args} tab={tab} onTabChange={setTab} bets={feed[tab]} />;
  },
};
