// The 'vip' feature's public face: what other features import (lint: casino/feature-boundaries).
export { ReferralInfo } from "./referral-card.tsx";
