// The 'page' feature's public face: what other features import (lint: casino/feature-boundaries).
export { usePageHead, useSiteName } from "./page-head.tsx";
export { PageTitle } from "./page-title.tsx";
