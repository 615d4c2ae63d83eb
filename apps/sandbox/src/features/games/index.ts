// The 'games' feature's public face: what other features import (lint: casino/feature-boundaries).
export { hash32 } from "./art.ts";
export { gameImage, providerLogo } from "./catalogue.ts";
export { findLaunch } from "./launch.ts";
export { findGame, type GameEngine, type GameRecord } from "./repository.ts";
