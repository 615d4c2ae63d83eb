export { LiveBetsFeed, type LiveBetsFeedProps, type LiveBetsTab } from "./live-bets-feed.tsx";
export { type LiveBet, type LiveBetsColumnLabels } from "./live-bets-table.tsx";
