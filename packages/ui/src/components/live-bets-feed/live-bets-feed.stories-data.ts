import type { LiveBetsColumnLabels } from "./live-bets-table.tsx";

/** The feed's column headings in English, as the stories and tests of the feed show them. */
export const liveBetsColumns: LiveBetsColumnLabels = {
  game: "Game",
  player: "Player",
  time: "Time",
  bet: "Bet",
  multiplier: "Multiplier",
  payout: "Payout",
};
