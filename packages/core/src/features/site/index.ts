// The 'site' feature's public face: what other features import (lint: casino/feature-boundaries).
export { siteApi } from "./api.ts";
