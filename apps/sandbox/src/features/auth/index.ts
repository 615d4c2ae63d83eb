// The 'auth' feature's public face: what other features import (lint: casino/feature-boundaries).
export {
  assertCountryAllowed,
  clearSignInFailures,
  completeSignIn,
  utcDay,
  type SignInOutcome,
} from "./sign-in.ts";
