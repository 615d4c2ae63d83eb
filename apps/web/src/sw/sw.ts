// The web shell's service worker (vite-plugin-pwa `injectManifest` builds it to /sw.js): the app
// shell precached, navigations answered with the cached index.html (offline start), images and
// public catalogue data stale-while-revalidate, signed-in calls never cached. A new version
// waits until the page asks it to take over (the "update available" prompt).
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { StaleWhileRevalidate } from "workbox-strategies";
import { clientsClaim, type RouteMatchCallbackOptions } from "workbox-core";
import {
  catalogueCacheKey,
  isCatalogueRequest,
  isImageRequest,
  type RequestFacts,
} from "./cache-rules.ts";

declare const self: {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
};

const DAY = 86_400;

function facts({ request, url }: RouteMatchCallbackOptions): RequestFacts {
  return {
    method: request.method,
    url,
    destination: request.destination,
    authorized: request.headers.has("Authorization"),
  };
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first installation controls the open page at once (offline from the first visit); later
// versions wait for the player's "reload" (skipWaiting on request below).
clientsClaim();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), {
    denylist: [/^\/builds\//, /^\/sw\.js$/, /^\/api\//],
  }),
);

// Images are shown from the cache at once and refreshed behind it (within the HTTP cache's own
// rules: the sandbox's drawings are fresh for a day, then revalidated by ETag). A new drawing
// revision is a new URL; a drawing that follows its record (a renamed game) reaches an installed
// app on the next view instead of after 30 days, as it did when images were cache-first.
registerRoute(
  (options) => isImageRequest(facts(options)),
  new StaleWhileRevalidate({
    cacheName: "images",
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  (options) => isCatalogueRequest(facts(options)),
  new StaleWhileRevalidate({
    cacheName: "catalogue",
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) =>
          catalogueCacheKey(request.url, request.headers.get("X-localization")),
      },
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: DAY, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
