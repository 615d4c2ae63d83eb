// The 'language' feature's public face: what other features import (lint: casino/feature-boundaries).
export { resolveLanguage } from "./language.ts";
export { languageActions } from "./slice.ts";
