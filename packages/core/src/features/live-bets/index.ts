// The 'live-bets' feature's public face: what other features import (lint: casino/feature-boundaries).
export { liveBetsActions, type LiveBetsFeed } from "./slice.ts";
