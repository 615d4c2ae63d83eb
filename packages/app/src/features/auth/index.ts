// The 'auth' feature's public face: what other features import (lint: casino/feature-boundaries).
export { useConsentPending } from "./consent-dialog-host.tsx";
