// The 'wallets' feature's public face: what other features import (lint: casino/feature-boundaries).
export {
  coinCodes,
  currencies,
  DEFAULT_WALLET,
  findCoin,
  findNetwork,
  type CoinSpec,
  type NetworkSpec,
} from "./catalog.ts";
export { fiatAmount, loadPrices, price, recentPrices, type Prices } from "./rates.ts";
export {
  announceBalance,
  coinAmount,
  coinDecimals,
  findWallet,
  touchWallet,
  walletSettings,
  type BalanceReason,
} from "./wallets.ts";
