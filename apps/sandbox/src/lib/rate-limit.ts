/**
 * Limiter state kept in the database, so several sandbox instances share it:
 *
 * - {@link RateLimiter}: fixed-window counters keyed by action and subject (client IP plus,
 *   where it matters, the account or challenge being tried), one atomic upsert per hit.
 * - {@link FailureThrottle}: failures of one subject (an account, a player's second factor):
 *   free attempts, then a wait that doubles with each further failure up to a ceiling; while
 *   the wait runs, attempts are refused before any secret is checked.
 */
import { sql } from "kysely";
import type { Db } from "../db/types.ts";
import type { RateLimitRule } from "../env.ts";
import { tooManyRequests } from "./errors.ts";

const retryAfterSeconds = (untilMs: number, nowMs: number) =>
  Math.max(1, Math.ceil((untilMs - nowMs) / 1000));

export class RateLimiter {
  readonly #db: Db;
  readonly #now: () => number;
  #hits = 0;

  constructor(db: Db, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /**
   * Counts one attempt for `key` under `rule`.
   * @throws ApiError 429 (with the seconds until the window resets) once the limit is passed
   */
  async hit(key: string, rule: RateLimitRule): Promise<void> {
    const now = new Date(this.#now());
    const resetAt = new Date(now.getTime() + rule.windowMs);
    const row = await this.#db
      .insertInto("rate_limits")
      .values({ key, count: 1, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
          reset_at: sql<Date>`case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end`,
        }),
      )
      .returning(["count", "reset_at"])
      .executeTakeFirstOrThrow();
    if ((this.#hits = (this.#hits + 1) % 1000) === 0)
      await this.#db.deleteFrom("rate_limits").where("reset_at", "<=", now).execute();
    if (row.count > rule.max)
      throw tooManyRequests(retryAfterSeconds(new Date(row.reset_at).getTime(), now.getTime()));
  }

  /** Forgets the attempts for `key` (after a success, e.g. a correct login). */
  async reset(key: string): Promise<void> {
    await this.#db.deleteFrom("rate_limits").where("key", "=", key).execute();
  }
}

/** How a {@link FailureThrottle} answers failures. */
export interface ThrottleRule {
  /** Failures before attempts have to wait (the last of them starts the first wait). */
  free: number;
  /** The first wait, in milliseconds; each further failure doubles it. */
  baseDelayMs: number;
  /** The longest wait (the "come back later" refusal). */
  maxDelayMs: number;
  /** Failures are forgotten after this long without one. */
  resetAfterMs: number;
}

/** What one failure did. */
export interface FailureOutcome {
  failures: number;
  /** Until when attempts are refused, if they are. */
  blockedUntil: Date | null;
  /** True for the failure that first made the subject wait (the moment to tell its owner). */
  startedThrottling: boolean;
}

export class FailureThrottle {
  readonly #db: Db;
  readonly #now: () => number;

  constructor(db: Db, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /**
   * Refuses an attempt while the subject has to wait.
   * @throws ApiError 429 with Retry-After
   */
  async assertAllowed(key: string): Promise<void> {
    const until = await this.blockedUntil(key);
    if (until) throw tooManyRequests(retryAfterSeconds(until.getTime(), this.#now()));
  }

  /** Until when attempts of `key` are refused, or null. */
  async blockedUntil(key: string): Promise<Date | null> {
    const row = await this.#db
      .selectFrom("failure_throttles")
      .select("blocked_until")
      .where("key", "=", key)
      .executeTakeFirst();
    const until = row?.blocked_until ? new Date(row.blocked_until) : null;
    return until && until.getTime() > this.#now() ? until : null;
  }

  /** Records one failure (atomically) and returns what it did. */
  async fail(key: string, rule: ThrottleRule): Promise<FailureOutcome> {
    const now = new Date(this.#now());
    const stale = new Date(now.getTime() - rule.resetAfterMs);
    const row = await this.#db
      .insertInto("failure_throttles")
      .values({ key, failures: 1, last_failure_at: now, blocked_until: null })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          failures: sql<number>`case when failure_throttles.last_failure_at <= ${stale} then 1 else failure_throttles.failures + 1 end`,
          last_failure_at: now,
        }),
      )
      .returning("failures")
      .executeTakeFirstOrThrow();
    const over = row.failures - rule.free;
    if (over < 0) return { failures: row.failures, blockedUntil: null, startedThrottling: false };
    const delay = Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** over);
    const blockedUntil = new Date(now.getTime() + delay);
    await this.#db
      .updateTable("failure_throttles")
      .set({ blocked_until: blockedUntil })
      .where("key", "=", key)
      .execute();
    return { failures: row.failures, blockedUntil, startedThrottling: over === 0 };
  }

  /** Forgets the failures of `key` (after a success). */
  async clear(key: string): Promise<void> {
    await this.#db.deleteFrom("failure_throttles").where("key", "=", key).execute();
  }
}
