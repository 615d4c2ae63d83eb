// The 'settings' feature's public face: what other features import (lint: casino/feature-boundaries).
export { loadGeneralSettings } from "./saga.ts";
