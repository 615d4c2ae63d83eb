export { BetFeeds } from "./bet-feeds.tsx";
export { BetDialogGate } from "./bet-dialog-gate.tsx";
export { BET_PARAM, useBetLink } from "./use-bet-link.ts";
