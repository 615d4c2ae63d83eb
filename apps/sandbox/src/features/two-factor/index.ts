// The 'two-factor' feature's public face: what other features import (lint: casino/feature-boundaries).
export {
  failChallenge,
  liveChallenge,
  openChallenge,
  spendChallenge,
  useRecoveryCode,
} from "./repository.ts";
export { requireStepUp } from "./step-up.ts";
export { checkTotp } from "./totp.ts";
