// The 'reachability' feature's public face: what other features import (lint: casino/feature-boundaries).
export { isUnreachable } from "./reachability-saga.ts";
export { reachabilityActions } from "./slice.ts";
