// The 'promotions' feature's public face: what other features import (lint: casino/feature-boundaries).
export { coverSvg, hsl } from "./art.ts";
