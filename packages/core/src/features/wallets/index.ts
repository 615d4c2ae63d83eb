// The 'wallets' feature's public face: what other features import (lint: casino/feature-boundaries).
export { loadWallets, loadWalletSettings } from "./saga.ts";
export { walletsActions } from "./slice.ts";
