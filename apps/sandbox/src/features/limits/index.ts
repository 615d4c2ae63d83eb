// The 'limits' feature's public face: what other features import (lint: casino/feature-boundaries).
export { assertMaySignIn, checkBet, depositRefusal, refusalText, signInNotice } from "./limits.ts";
