// The 'languages' feature's public face: what other features import (lint: casino/feature-boundaries).
export { LanguageSwitch } from "./language-picker.tsx";
