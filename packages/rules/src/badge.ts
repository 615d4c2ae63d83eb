/** Badge counts read `99+` from this count on. */
export const BADGE_LIMIT = 100;

/**
 * The label of a count badge (unread messages, open challenges): the count, `99+` from 100, and
 * nothing (`""`) for zero, negative or invalid counts, so a badge without a label is not drawn.
 */
export function formatBadgeCount(count: number | null | undefined): string {
  if (typeof count !== "number" || !Number.isFinite(count) || count < 1) return "";
  return count >= BADGE_LIMIT ? `${BADGE_LIMIT - 1}+` : String(Math.floor(count));
}
