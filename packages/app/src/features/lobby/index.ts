// The 'lobby' feature's public face: what other features import (lint: casino/feature-boundaries).
export { LiveWins } from "./live-wins.tsx";
