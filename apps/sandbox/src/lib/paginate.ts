/**
 * The Laravel paginator the contract uses for growing lists:
 * `{data, current_page, per_page, total, last_page}` from `page` and `per_page`.
 */

/** A page of rows. */
export interface Page<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

interface RowsQuery<T> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<T[]> } };
}

interface CountQuery {
  executeTakeFirstOrThrow(): Promise<{ count: string | number | bigint }>;
}

/**
 * Runs a list query for the requested page (`page` from 1, `per_page` default 20) and its count.
 * @param query validated query parameters (`page`, `per_page`)
 */
export async function paginate<T>(
  rows: RowsQuery<T>,
  count: CountQuery,
  query: Record<string, unknown>,
): Promise<Page<T>> {
  const page = typeof query.page === "number" ? query.page : 1;
  const perPage = typeof query.per_page === "number" ? query.per_page : 20;
  const [data, total] = await Promise.all([
    rows
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    count.executeTakeFirstOrThrow().then((row) => Number(row.count)),
  ]);
  return {
    data,
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
