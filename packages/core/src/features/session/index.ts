// The 'session' feature's public face: what other features import (lint: casino/feature-boundaries).
export { refreshSignUpPrefill } from "./attribution.ts";
export { clearSessionStorage } from "./logout-saga.ts";
export { ensureMiniAppSession } from "./mini-app-session.ts";
export { selectAuthPending, selectIsLoggedIn, selectToken } from "./selectors.ts";
export { sessionActions, sessionEnded } from "./slice.ts";
