// The 'bets' feature's public face: what other features import (lint: casino/feature-boundaries).
export { CATCH_UP_AFTER_MS, markBetProcessed, unprocessedRounds } from "./durable.ts";
export { gameInfos, hasTable } from "./game-refs.ts";
export {
  betSettledPayload,
  creditWin,
  inPipeline,
  placeBet,
  rollbackBet,
  settleBet,
  settleRound,
  type FairRecord,
  type GameRef,
} from "./pipeline.ts";
