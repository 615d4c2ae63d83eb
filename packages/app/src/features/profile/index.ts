// The 'profile' feature's public face: what other features import (lint: casino/feature-boundaries).
export { Column, Section } from "./section.tsx";
