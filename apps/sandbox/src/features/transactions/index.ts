// The 'transactions' feature's public face: what other features import (lint: casino/feature-boundaries).
export { presentTransaction } from "./transactions.ts";
