export { LiveBetsFeed, type LiveBetsFeedProps, type LiveBetsTab } from "./live-bets-feed.tsx";
export {
  type LiveBet,
  type LiveBetIdLabels,
  type LiveBetsColumnLabels,
} from "./live-bets-table.tsx";
