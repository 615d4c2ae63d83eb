// The 'user' feature's public face: what other features import (lint: casino/feature-boundaries).
export { accountSettingsApi } from "./api.ts";
export { patchUser } from "./saga.ts";
export { selectUser } from "./selectors.ts";
export { userActions } from "./slice.ts";
