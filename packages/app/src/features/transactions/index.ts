// The 'transactions' feature's public face: what other features import (lint: casino/feature-boundaries).
export { statusLabels } from "./transaction-status.ts";
