/**
 * The scroll position key of a location for react-router's `ScrollRestoration`: a new page opens
 * at the top and Back (or Forward) returns to where the player was, while a change of the same
 * page's options (a filter, a dialog such as `?bet=`, the bonus dialog) keeps the scroll.
 *
 * Each history entry gets a key once: its own `location.key`, or, when it shows the same page as
 * the entry seen just before it (same path and the same page-choosing parameters), that entry's
 * key, so the router finds the current position saved under it and stays there.
 */

/** Query parameters that choose another page on the same path (the lobby's kind, a list's page). */
const PAGE_PARAMS = ["type", "page"] as const;

/** Entries remembered (one per navigation of the session); the oldest are forgotten past this. */
export const SCROLL_KEYS_MAX = 500;

interface KeyedLocation {
  key: string;
  pathname: string;
  search: string;
}

const pageOf = (location: KeyedLocation) => {
  const params = new URLSearchParams(location.search);
  return [location.pathname, ...PAGE_PARAMS.map((name) => params.get(name) ?? "")].join("\n");
};

/** A scroll-key memory (one per router; tests make their own). */
export function createScrollKeys() {
  const keys = new Map<string, string>();
  let last: { page: string; key: string } | null = null;
  return (location: KeyedLocation): string => {
    const page = pageOf(location);
    let key = keys.get(location.key);
    if (key === undefined) {
      key = last && last.page === page ? last.key : location.key;
      keys.set(location.key, key);
      if (keys.size > SCROLL_KEYS_MAX) keys.delete(keys.keys().next().value!);
    }
    last = { page, key };
    return key;
  };
}
