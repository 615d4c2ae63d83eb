// The 'two-factor' feature's public face: what other features import (lint: casino/feature-boundaries).
export { TwoFactorSection } from "./two-factor-section.tsx";
