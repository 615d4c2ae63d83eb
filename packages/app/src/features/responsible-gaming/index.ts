// The 'responsible-gaming' feature's public face: what other features import (lint: casino/feature-boundaries).
export { useFailureText } from "./refusal-message.ts";
export { RestrictionNotice } from "./restriction-notice.tsx";
export { SessionReminder } from "./session-reminder.tsx";
