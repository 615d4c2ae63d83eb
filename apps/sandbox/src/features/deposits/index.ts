// The 'deposits' feature's public face: what other features import (lint: casino/feature-boundaries).
export { fakeTxHash } from "./deposits.ts";
