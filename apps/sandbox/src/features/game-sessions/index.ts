// The 'game-sessions' feature's public face: what other features import (lint: casino/feature-boundaries).
export {
  balanceOf,
  PLAY_RATE_LIMIT,
  playLimitKey,
  requireEngineSession,
  requireSession,
  SESSION_HEADER,
  sessionById,
  type GameSession,
} from "./sessions.ts";
