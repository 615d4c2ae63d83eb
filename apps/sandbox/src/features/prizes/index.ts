// The 'prizes' feature's public face: what other features import (lint: casino/feature-boundaries).
export {
  awardPrize,
  cashPrize,
  checkPrizeValue,
  gameNames,
  presentPrizeValue,
  prizeColumns,
  prizeNoticeText,
  prizeTranslations,
  type PrizeValueRow,
} from "./prizes.ts";
