/** Characters that must never appear in a path we navigate to (control characters). */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/;

/**
 * Accepts `value` only as an internal path: it must start with exactly one `/`, contain no
 * backslash, no control character and no scheme or host, so it can never redirect off-site.
 * Percent-encoded slashes or backslashes at the start (`/%2F...`, `/%5C...`) are refused too.
 * Returns the path, or `null` when it is not a safe internal path.
 */
export function toInternalPath(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const path = value.trim();
  if (path.length === 0 || path.length > 2048) return null;
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  if (path.includes("\\") || controlCharacters.test(path)) return null;
  if (/^\/%(2f|5c)/i.test(path)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.startsWith("//") || decoded.includes("\\") || controlCharacters.test(decoded))
    return null;
  return path;
}

/** Reads one query parameter from a `?a=b` search string. */
export function queryParam(search: string, name: string): string | null {
  return new URLSearchParams(search).get(name);
}

/** Returns `pathname + search` with the named query parameters removed. */
export function withoutQueryParams(
  pathname: string,
  search: string,
  names: readonly string[],
): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
