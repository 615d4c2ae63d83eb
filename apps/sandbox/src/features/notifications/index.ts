// The 'notifications' feature's public face: what other features import (lint: casino/feature-boundaries).
export { notify, playerLocale, unreadCount } from "./notifications.ts";
