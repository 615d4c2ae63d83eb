/** How many recent searches are remembered. */
export const RECENT_SEARCHES_LIMIT = 6;
const KEY = "casino.recentGameSearches";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The remembered searches, newest first (none when storage is unavailable or corrupt). */
export function readRecentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? "[]");
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === "string").slice(0, RECENT_SEARCHES_LIMIT)
      : [];
  } catch {
    return [];
  }
}

/** Remembers a search first (case-insensitive duplicates replaced); returns the new list. */
export function rememberSearch(term: string): string[] {
  const trimmed = term.trim().slice(0, 100);
  if (!trimmed) return readRecentSearches();
  const next = [
    trimmed,
    ...readRecentSearches().filter((t) => t.toLowerCase() !== trimmed.toLowerCase()),
  ].slice(0, RECENT_SEARCHES_LIMIT);
  try {
    storage()?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the list is only not remembered.
  }
  return next;
}

/** Forgets every recent search. */
export function clearRecentSearches(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing remembered to clear.
  }
}
