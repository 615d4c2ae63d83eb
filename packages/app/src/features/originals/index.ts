export { isOriginalSlug, OriginalGame, ORIGINAL_SLUGS } from "./original-game.tsx";
