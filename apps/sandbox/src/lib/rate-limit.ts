/**
 * A fixed-window rate limiter kept in memory, keyed by action and subject
 * (client IP plus, where it matters, the account or challenge being tried).
 */
import type { RateLimitRule } from "../env.ts";
import { tooManyRequests } from "./errors.ts";

interface Window {
  count: number;
  resetAt: number;
}

export class RateLimiter {
  readonly #windows = new Map<string, Window>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /**
   * Counts one attempt for `key` under `rule`.
   * @throws ApiError 429 (with the seconds until the window resets) once the limit is passed
   */
  hit(key: string, rule: RateLimitRule): void {
    const now = this.#now();
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    if (window.count > rule.max)
      throw tooManyRequests(Math.max(1, Math.ceil((window.resetAt - now) / 1000)));
    if (this.#windows.size > 10_000) this.#sweep(now);
  }

  /** Forgets the attempts for `key` (after a success, e.g. a correct login). */
  reset(key: string): void {
    this.#windows.delete(key);
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
