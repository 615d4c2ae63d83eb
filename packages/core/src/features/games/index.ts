// The 'games' feature's public face: what other features import (lint: casino/feature-boundaries).
export type { LiveWinsQuery } from "./api.ts";
