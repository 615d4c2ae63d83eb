// The 'loyalty' feature's public face: what other features import (lint: casino/feature-boundaries).
export { creditOnce, selectedCoin, usdIn, type Credit } from "./credit.ts";
export { REFERRAL_REWARD_USD, REFERRAL_WAGER_USD, REWARD_CURRENCY } from "./rules.ts";
export type { ReferralStep } from "./vip.ts";
