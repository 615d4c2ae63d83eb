export { isOriginalSlug, OriginalGame, ORIGINAL_SLUGS } from "./original-game.tsx";
export { verifierPath, type VerifierPrefill } from "./verifier-link.ts";
