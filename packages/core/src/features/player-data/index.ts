// The 'player-data' feature's public face: what other features import (lint: casino/feature-boundaries).
export { loadPlayerData, loadReferenceData } from "./saga.ts";
