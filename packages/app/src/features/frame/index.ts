// The 'frame' feature's public face: what other features import (lint: casino/feature-boundaries).
export { lobbyShortcuts } from "./nav-items.ts";
