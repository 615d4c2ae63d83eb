/**
 * The Laravel paginator the contract uses for growing lists:
 * `{data, current_page, per_page, total, last_page}` from `page` and `per_page`; and the filter
 * and order the history lists share (whole UTC days `from` to `to`, newest first).
 */
import { sql, type RawBuilder, type SelectQueryBuilder } from "kysely";
import { fieldError } from "./errors.ts";

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

/** A history list's days: `YYYY-MM-DD`, `from` 00:00 UTC to the end of `to`. */
export interface DayRange {
  from?: string;
  to?: string;
}

/**
 * The condition "`created_at` within the days of `range`" (true without bounds).
 * @throws ApiError 422 `date_range_invalid` when `from` is after `to`
 */
export function createdInDays(range: DayRange): RawBuilder<boolean> {
  if (range.from && range.to && range.from > range.to)
    throw fieldError("from", "date_range_invalid");
  const bounds: RawBuilder<unknown>[] = [];
  if (range.from) bounds.push(sql`created_at >= ${new Date(`${range.from}T00:00:00.000Z`)}`);
  if (range.to) {
    const next = new Date(`${range.to}T00:00:00.000Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    bounds.push(sql`created_at < ${next}`);
  }
  return bounds.length ? sql<boolean>`(${sql.join(bounds, sql` and `)})` : sql<boolean>`true`;
}

/**
 * The requested page of a list query's rows, newest first: by `by` (`created_at` unless given,
 * e.g. `last_message_at`), then by `id`.
 */
export function newestFirst<DB, TB extends keyof DB>(
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a query before its select
  query: SelectQueryBuilder<DB, TB, {}>,
  params: object,
  by = "created_at",
) {
  return paginate(
    query
      .selectAll()
      .orderBy(sql.ref(by), "desc")
      .orderBy(sql`id`, "desc"),
    query.select((eb) => eb.fn.countAll<string>().as("count")).$castTo<{ count: string }>(),
    params as Record<string, unknown>,
  );
}
