// The 'errors' feature's public face: what other features import (lint: casino/feature-boundaries).
export { HomeLink } from "./home-link.tsx";
export { NotFoundPage } from "./route-error-screen.tsx";
