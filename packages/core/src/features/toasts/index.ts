// The 'toasts' feature's public face: what other features import (lint: casino/feature-boundaries).
export { toastActions } from "./slice.ts";
