/**
 * Which requests the service worker caches at run time. Pure functions, shared by the worker and
 * its checks. Catalogue data is public and changes slowly: served from the cache and refreshed
 * in the background. Anything sent with a token (a signed-in call) is never cached.
 */

/** Public catalogue endpoints of the contract (games, lobby content, site data). */
const CATALOGUE_PATHS = [
  /^\/api\/games(\/|$)/,
  /^\/api\/providers(\/|$)/,
  /^\/api\/promotions(\/|$)/,
  /^\/api\/blogs(\/|$)/,
  /^\/api\/pages(\/|$)/,
  /^\/api\/page-slots$/,
  /^\/api\/site-settings$/,
  /^\/api\/redirect-rules$/,
  /^\/api\/wallets\/entity-wallets$/,
  /^\/api\/location\/(countries|states|cities)$/,
];

/** What the rules look at in a request. */
export interface RequestFacts {
  method: string;
  url: URL;
  destination: string;
  /** Whether the request carries an `Authorization` header. */
  authorized: boolean;
}

/** GET requests for images (coin images, game thumbnails, banners), from any origin. */
export function isImageRequest({ method, destination, url }: RequestFacts): boolean {
  return (
    method === "GET" &&
    (destination === "image" || /\.(png|jpe?g|gif|webp|avif|svg)$/i.test(url.pathname)) &&
    !url.pathname.startsWith("/api/")
  );
}

/** Public catalogue reads: GET, a catalogue path, and no token (signed-in answers stay uncached). */
export function isCatalogueRequest({ method, url, authorized }: RequestFacts): boolean {
  return (
    method === "GET" && !authorized && CATALOGUE_PATHS.some((pattern) => pattern.test(url.pathname))
  );
}

/**
 * The cache key of a catalogue answer: the URL plus the request language (`X-localization`), since
 * the same URL answers in each of the nine languages.
 */
export function catalogueCacheKey(url: string, language: string | null): string {
  const key = new URL(url);
  key.searchParams.set("__lang", language ?? "en");
  return key.toString();
}
