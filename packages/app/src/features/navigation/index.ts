// The 'navigation' feature's public face: what other features import (lint: casino/feature-boundaries).
export { RouteGuard } from "./route-guard.tsx";
