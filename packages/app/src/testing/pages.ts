/**
 * A paginated answer holding all of `data` on its one page (`current_page` and `last_page` 1),
 * as the list routes of the contract return it; `perPage` is the page size the route reports.
 */
export function onePage<T>(data: T[], perPage = 20) {
  return { data, current_page: 1, per_page: perPage, total: data.length, last_page: 1 };
}
