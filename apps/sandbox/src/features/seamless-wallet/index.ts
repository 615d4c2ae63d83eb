// The 'seamless-wallet' feature's public face: what other features import (lint: casino/feature-boundaries).
export { sessionDecimals, walletBet, walletRollback, walletWin } from "./wallet.ts";
