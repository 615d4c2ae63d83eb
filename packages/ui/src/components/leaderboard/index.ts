export {
  Leaderboard,
  type LeaderboardProps,
  type LeaderboardEntry,
  type LeaderboardPrize,
  type LeaderboardColumnLabels,
} from "./leaderboard.tsx";
