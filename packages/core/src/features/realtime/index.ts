// The 'realtime' feature's public face: what other features import (lint: casino/feature-boundaries).
export { realtimeEventActions } from "./events.ts";
export { realtimeActions } from "./slice.ts";
