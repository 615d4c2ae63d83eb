export type PaginationItem = number | "ellipsis-start" | "ellipsis-end";

/**
 * The page buttons to show: first, last, the current page with `siblings`
 * on each side, and ellipses for the gaps. Always the same length once the
 * page count is large enough, so the control does not jump around.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  const total = Math.max(0, Math.floor(pageCount));
  const slots = siblings * 2 + 5; // first, last, current, 2 ellipses
  if (total <= slots) return Array.from({ length: total }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, page), total);
  const start = Math.max(Math.min(current - siblings, total - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(current + siblings, siblings * 2 + 3), total - 2);
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [
    1,
    start > 3 ? "ellipsis-start" : 2,
    ...middle,
    end < total - 2 ? "ellipsis-end" : total - 1,
    total,
  ];
}
