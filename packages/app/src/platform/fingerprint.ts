import type { Logger } from "@casino/core";

/** How long a visitor id is reused (3600 s by default, 86400 s at most). */
export const FINGERPRINT_CACHE_SECONDS = 3600;
const MAX_CACHE_SECONDS = 86_400;
const CACHE_KEY = "fingerprint_visitor";

interface Cached {
  id: string;
  at: number;
}

/**
 * The device fingerprint `visitor_id` from FingerprintJS (open-source build, monitoring off),
 * loaded only when first needed and cached in localStorage. A failure rejects; the core logs it and
 * goes on without one.
 */
export function createFingerprint(
  logger: Logger,
  cacheSeconds = FINGERPRINT_CACHE_SECONDS,
): () => Promise<string> {
  const ttl = Math.min(cacheSeconds, MAX_CACHE_SECONDS) * 1000;
  let pending: Promise<string> | null = null;
  return () => {
    try {
      const cached = JSON.parse(window.localStorage.getItem(CACHE_KEY) ?? "null") as Cached | null;
      if (cached && typeof cached.id === "string" && Date.now() - cached.at < ttl)
        return Promise.resolve(cached.id);
    } catch {
      // Unreadable cache: compute again.
    }
    pending ??= import("@fingerprintjs/fingerprintjs")
      .then((module) => module.load({ monitoring: false }))
      .then((agent) => agent.get())
      .then((result) => {
        try {
          window.localStorage.setItem(
            CACHE_KEY,
            JSON.stringify({ id: result.visitorId, at: Date.now() } satisfies Cached),
          );
        } catch {
          // Storage disabled: no cache.
        }
        return result.visitorId;
      })
      .catch((error: unknown) => {
        logger.warn("fingerprint unavailable", error);
        throw error;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
