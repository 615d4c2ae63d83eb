/**
 * The one way the sandbox links the images it draws (`/static/{kind}/{slug}.svg`): every URL
 * carries the drawings' revision, so a new drawing reaches every browser at once instead of
 * waiting for a cached copy to expire. The game art test compares a digest of sample drawings
 * with the revision's and fails when a drawing changed without a new revision.
 */

/** Revision of the drawings (game tiles, provider logos, blog, promotion and tournament covers). */
export const ART_REVISION = 3;

/** The kinds of image the sandbox draws. */
export type ArtKind = "games" | "providers" | "blogs" | "promotions" | "tournaments";

/** The absolute URL of a drawn image. */
export const artUrl = (base: string, kind: ArtKind, slug: string): string =>
  `${base}/static/${kind}/${slug}.svg?v=${ART_REVISION}`;
