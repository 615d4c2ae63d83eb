// Set-up helpers both shells' journeys share: the sandbox they run against and its catalogue.
import { expect } from "@playwright/test";

/** The sandbox the journeys run against (each shell's playwright.config.ts starts it). */
export const API = `http://localhost:${process.env.E2E_API_PORT || 4000}`;

/** Answers a safe call is retried after (a sandbox with `SANDBOX_FAULTS` sends 503s). */
const RETRIED_STATUSES = new Set([502, 503, 504]);
/** Attempts of a set-up GET: at a 20% fault rate two 503s in a row hit 1 call in 25, three 1 in 125. */
const SAFE_GET_ATTEMPTS = 4;

/**
 * A set-up GET retried the way the API client retries a safe call: after a 502/503/504 (waiting
 * for its `Retry-After`, at most 1 s) or a network error. Writes are never retried.
 * @param {import("@playwright/test").APIRequestContext} request
 * @param {string} url
 * @param {Parameters<import("@playwright/test").APIRequestContext["get"]>[1]} [options]
 * @returns {Promise<import("@playwright/test").APIResponse>}
 */
export async function safeGet(request, url, options) {
  for (let attempt = 1; attempt < SAFE_GET_ATTEMPTS; attempt += 1) {
    try {
      const response = await request.get(url, options);
      if (!RETRIED_STATUSES.has(response.status())) return response;
      const seconds = Number(response.headers()["retry-after"] ?? 0);
      const wait = Number.isFinite(seconds) ? Math.min(Math.max(seconds, 0), 1) * 1000 : 0;
      await new Promise((resolve) => setTimeout(resolve, wait));
    } catch {
      // A network error: the last attempt below reports it if it persists.
    }
  }
  return request.get(url, options);
}

/**
 * Slot games of the catalogue as a visitor from `ip` (or no country) sees them.
 * @param {import("@playwright/test").APIRequestContext} request
 * @param {string} [ip]
 */
export async function slotGames(request, ip) {
  /** @type {import("./journeys.d.ts").ListedGame[]} */
  const games = [];
  for (let page = 1; page <= 6; page++) {
    const response = await safeGet(request, `${API}/api/games/list`, {
      params: { "kinds[]": "slots", per_page: 100, page },
      headers: ip ? { "X-Forwarded-For": ip } : {},
    });
    expect(response.ok(), await response.text()).toBe(true);
    const body = await response.json();
    games.push(...body.data.data);
    if (page >= body.data.last_page) break;
  }
  return games;
}

/**
 * A slot with a demo that anyone may play (for fun or for real).
 * @param {import("@playwright/test").APIRequestContext} request
 */
export async function playableSlot(request) {
  const game = (await slotGames(request)).find((g) => g.has_demo && g.availability === "CAN_PLAY");
  expect(game, "a playable slot with a demo").toBeTruthy();
  return game;
}
