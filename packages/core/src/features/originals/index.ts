// The 'originals' feature's public face: what other features import (lint: casino/feature-boundaries).
export { selectRevealHolds } from "./reveal-hold.ts";
