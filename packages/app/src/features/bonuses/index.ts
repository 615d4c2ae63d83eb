// The 'bonuses' feature's public face: what other features import (lint: casino/feature-boundaries).
export { BonusValue } from "./bonus-item.tsx";
export { trimDecimal } from "./bonus-labels.ts";
export { WelcomeOfferAction } from "./welcome-offer.tsx";
