// The 'notifications' feature's public face: what other features import (lint: casino/feature-boundaries).
export { notificationsApi } from "./api.ts";
