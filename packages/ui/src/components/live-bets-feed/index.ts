export { LiveBetsFeed, type LiveBetsFeedProps, type LiveBetsTab } from "./live-bets-feed";
export { type LiveBet, type LiveBetsColumnLabels } from "./live-bets-table";
