// The 'bonuses' feature's public face: what other features import (lint: casino/feature-boundaries).
export { bonusesApi } from "./api.ts";
export { bonusesActions } from "./slice.ts";
