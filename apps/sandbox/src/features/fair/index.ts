// The 'fair' feature's public face: what other features import (lint: casino/feature-boundaries).
export { fairBet, presentOutcome } from "./outcomes.ts";
export { fairness, presentOriginal, recorded, type RecordedRound } from "./played.ts";
export { activeMinesId, pairById, refuseDuringMines, takeNonce, type SeedPair } from "./seeds.ts";
