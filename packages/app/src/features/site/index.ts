// The 'site' feature's public face: what other features import (lint: casino/feature-boundaries).
export { applyPageHead } from "./head.ts";
