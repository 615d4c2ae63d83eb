// The 'currencies' feature's public face: what other features import (lint: casino/feature-boundaries).
export { loadCurrencies } from "./saga.ts";
