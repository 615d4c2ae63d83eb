/**
 * A short-lived in-process cache of the catalogue's reads that are the same for every viewer: the
 * pages of games of a filter (no favourites, no recently played), a game's record and the
 * categories of a game or a site's lobby. What depends on the viewer (favourites, availability by
 * country and active bonus, image URLs by host) is added per request on top, so nothing of one
 * player reaches another. Entries live {@link CATALOGUE_CACHE_TTL_MS}; at most
 * {@link CATALOGUE_CACHE_MAX_ENTRIES} are kept (the oldest go first). Concurrent misses of one
 * key share one database read. A change of the catalogue through this instance (a like moves
 * `likes_count`) empties it; other instances see the change within the TTL. docs/security.md.
 */
import type { Db } from "../../db/types.ts";
import type { Clock } from "../../services.ts";

/** How long a cached catalogue read is served. */
export const CATALOGUE_CACHE_TTL_MS = 2_000;

/** The most entries the cache keeps per database (a bound on memory, whatever the queries). */
export const CATALOGUE_CACHE_MAX_ENTRIES = 500;

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

/** A bounded cache whose entries expire; values are promises (one read per key at a time). */
export class ExpiringCache {
  readonly #entries = new Map<string, Entry>();
  readonly #clock: Pick<Clock, "now">;
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(
    clock: Pick<Clock, "now">,
    ttlMs: number = CATALOGUE_CACHE_TTL_MS,
    maxEntries: number = CATALOGUE_CACHE_MAX_ENTRIES,
  ) {
    this.#clock = clock;
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  /** How many entries are held (expired ones included until they are replaced or evicted). */
  get size(): number {
    return this.#entries.size;
  }

  /** The cached value of `key`, or `load()`'s (cached unless it fails). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.#clock.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (hit) this.#entries.delete(key);
    const value = load();
    const entry: Entry = { expiresAt: now + this.#ttlMs, value };
    this.#entries.set(key, entry);
    // A failed read is not cached: the next request tries again.
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
    return value;
  }

  /** Forgets every entry (the catalogue changed). */
  clear(): void {
    this.#entries.clear();
  }
}

const caches = new WeakMap<Db, ExpiringCache>();

/** The catalogue cache of a database (one per sandbox instance and database). */
export function catalogueCache(db: Db, clock: Pick<Clock, "now">): ExpiringCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ExpiringCache(clock);
    caches.set(db, cache);
  }
  return cache;
}

/**
 * A cache key for a query: the same for the same question whatever the order of its list
 * parameters or the spelling of the search (trimmed, lower case; the list treats it so).
 */
export function cacheKey(kind: string, query: Record<string, unknown>): string {
  const parts: [string, unknown][] = [];
  for (const name of Object.keys(query).sort()) {
    let value = query[name];
    if (value === undefined) continue;
    if (Array.isArray(value))
      value = [...new Set(value.map(String))].sort((a, b) => a.localeCompare(b));
    else if (name === "search" && typeof value === "string") value = value.trim().toLowerCase();
    parts.push([name, value]);
  }
  return `${kind}:${JSON.stringify(parts)}`;
}
