export { BetFeeds } from "./bet-feeds.tsx";
export { publicPlayer } from "./bet-view.ts";
export { BetDialogGate } from "./bet-dialog-gate.tsx";
export { BET_PARAM, useBetLink } from "./use-bet-link.ts";
