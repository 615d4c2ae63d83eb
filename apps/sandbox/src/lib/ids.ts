/**
 * Ids are PostgreSQL `integer` (int4): the contract caps every id at {@link MAX_ID}. A path
 * segment that takes "a numeric id or a slug" names an id only when it fits.
 */

/** The largest id (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** The id a numeric id-or-slug names; undefined for a slug or digits beyond {@link MAX_ID}. */
export function numericId(idOrSlug: string): number | undefined {
  if (!/^[0-9]{1,10}$/.test(idOrSlug)) return undefined;
  const id = Number(idOrSlug);
  return id <= MAX_ID ? id : undefined;
}
