// The 'slot' feature's public face: what other features import (lint: casino/feature-boundaries).
export { slotConfig, slotParams, spin } from "./slot-maths.ts";
