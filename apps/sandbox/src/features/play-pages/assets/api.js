// The game pages' calls to this server, shared by slot.js and roulette.js (loaded before them).
// A GET is safe to repeat: it is retried once after a 502/503/504 (waiting for its Retry-After,
// at most 1 s) or a network error, as the lobby's API client does. A write is never retried: its
// failure reaches the page, which says so.
/* global window */
"use strict";

(function () {
  const RETRIED_STATUSES = [502, 503, 504];
  const MAX_WAIT_MS = 1000;

  /** Milliseconds to wait before the retry: the answer's Retry-After (seconds), capped. */
  function retryDelay(response) {
    const seconds = Number(response?.headers.get("Retry-After") ?? 0);
    return Number.isFinite(seconds) ? Math.min(Math.max(seconds * 1000, 0), MAX_WAIT_MS) : 0;
  }

  /**
   * Returns `api(method, path, body)`: calls this server with the game session `session()` and
   * resolves with the envelope's `data`, or rejects with its message.
   */
  window.createPlayApi = function createPlayApi(session) {
    function send(method, path, body) {
      return fetch(path, {
        method,
        headers: { "Content-Type": "application/json", "X-Game-Session": session() },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    }

    return async function api(method, path, body) {
      let response;
      if (method === "GET" || method === "HEAD") {
        try {
          response = await send(method, path, body);
        } catch {
          response = undefined;
        }
        if (!response || RETRIED_STATUSES.includes(response.status)) {
          await new Promise((resolve) => setTimeout(resolve, retryDelay(response)));
          response = await send(method, path, body);
        }
      } else {
        response = await send(method, path, body);
      }
      const json = await response.json();
      if (!json.success) throw new Error(json.message || "Request failed");
      return json.data;
    };
  };
})();
