/** Anything with an id and an address inside the site (a menu or bottom-bar item). */
export interface Located {
  id: string;
  href: string;
}

/** Query parameters that choose a different page on the same path (the lobby's `?type=`). */
const PAGE_PARAMS = ["type"] as const;

function matches(href: string, pathname: string, params: URLSearchParams): boolean {
  const target = new URL(href, "http://site.invalid");
  const samePath =
    pathname === target.pathname ||
    (target.pathname !== "/" && pathname.startsWith(`${target.pathname}/`));
  return (
    samePath && PAGE_PARAMS.every((name) => target.searchParams.get(name) === params.get(name))
  );
}

/**
 * The item a location shows: same path (or a page below it, `/promotion/x` for `/promotion`) and
 * the same page-choosing query (`/`, `/?type=slots` and `/?type=provably-fair` are three pages);
 * the most specific match wins. `null` when none matches.
 */
export function currentItemId(
  items: readonly Located[],
  location: { pathname: string; search: string },
): string | null {
  const params = new URLSearchParams(location.search);
  let best: Located | null = null;
  for (const item of items) {
    if (!matches(item.href, location.pathname, params)) continue;
    if (!best || item.href.length > best.href.length) best = item;
  }
  return best?.id ?? null;
}
