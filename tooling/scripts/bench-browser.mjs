// The grid-and-feed benchmark of `pnpm bench` (prints figures, never asserts): in the built web
// shell, against the running sandbox, with Debian's Chromium.
//
// 1. Grid: `/?type=slots` whose catalogue is answered with 5,000 games (the sandbox seeds about
//    600, so `/api/games/list` is served by cloning the sandbox's real first page: same shape,
//    same art, new ids and names), scrolled from top to bottom while the sandbox publishes 200
//    bet-feed events a second over the real realtime channel (`POST /dev/bets`).
// 2. Feed: the lobby `/` with its bet feeds in view, 200 events a second for 10 s.
//
// For each: the longest main-thread task, the tasks over 50 ms, and dropped frames (frames that
// took longer than 1.5 vsync intervals, counted in missed intervals).
import { chromium as playwright } from "playwright-core";

const GRID_GAMES = 5_000;
const EVENTS_PER_SECOND = 200;
const FEED_SECONDS = 10;
const BURST_MS = 50;

/** Collects long tasks and frame gaps from the page's first script on. */
function observeMainThread() {
  const w = /** @type {any} */ (window);
  w.__bench = { tasks: [], frames: [], recording: false };
  new PerformanceObserver((list) => {
    if (!w.__bench.recording) return;
    for (const entry of list.getEntries()) w.__bench.tasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: false });
  let last = 0;
  const frame = (now) => {
    if (w.__bench.recording && last) w.__bench.frames.push(now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Publishes `EVENTS_PER_SECOND` feed bets a second until `stop()` is called. */
function publishFeed(sandboxUrl) {
  const perBurst = Math.round((EVENTS_PER_SECOND * BURST_MS) / 1000);
  let sent = 0;
  let failed = 0;
  const timer = setInterval(() => {
    fetch(`${sandboxUrl}/dev/bets`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ count: perBurst }),
    })
      .then((r) => (r.ok ? (sent += perBurst) : failed++))
      .catch(() => failed++);
  }, BURST_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return { sent, failed };
    },
  };
}

/** Answers the catalogue with `GRID_GAMES` games built from the sandbox's real first page. */
async function serveBigCatalogue(page) {
  let template;
  let pagesServed = 0;
  let reachedEnd = false;
  await page.route(/\/api\/games\/list\?/, async (route) => {
    const url = new URL(route.request().url());
    if (!template) {
      const first = new URL(url);
      first.searchParams.set("page", "1");
      const response = await route.fetch({ url: first.toString() });
      template = await response.json();
    }
    const perPage = Number(url.searchParams.get("per_page") ?? 36);
    const pageNumber = Number(url.searchParams.get("page") ?? 1);
    const body = structuredClone(template);
    const paginator = body.data;
    const real = paginator.data;
    const start = (pageNumber - 1) * perPage;
    paginator.data = Array.from(
      { length: Math.max(0, Math.min(perPage, GRID_GAMES - start)) },
      (_, i) => {
        const n = start + i;
        const game = structuredClone(real[n % real.length]);
        return { ...game, id: 1_000_000 + n, slug: `${game.slug}-${n}`, name: `${game.name} ${n}` };
      },
    );
    Object.assign(paginator, {
      current_page: pageNumber,
      per_page: perPage,
      total: GRID_GAMES,
      last_page: Math.ceil(GRID_GAMES / perPage),
    });
    pagesServed++;
    if (start + perPage >= GRID_GAMES) reachedEnd = true;
    await route.fulfill({ json: body });
  });
  return { pages: () => pagesServed, reachedEnd: () => reachedEnd };
}

async function measure(page, action) {
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__bench.tasks = [];
    w.__bench.frames = [];
    w.__bench.recording = true;
  });
  await action();
  const { tasks, frames } = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__bench.recording = false;
    return w.__bench;
  });
  const interval = frames.length
    ? [...frames].sort((a, b) => a - b)[Math.floor(frames.length / 2)]
    : 16.7;
  const dropped = frames.reduce(
    (sum, d) => sum + (d > interval * 1.5 ? Math.round(d / interval) - 1 : 0),
    0,
  );
  return {
    longest: tasks.length ? Math.max(...tasks) : 0,
    over50: tasks.filter((d) => d > 50).length,
    frames: frames.length,
    dropped,
  };
}

const ms = (value) => `${Math.round(value)} ms`;
const line = (label, r, extra) =>
  `  ${label.padEnd(30)} longest task ${ms(r.longest).padStart(6)}, tasks > 50 ms ${String(r.over50).padStart(3)}, dropped frames ${r.dropped} of ${r.frames + r.dropped}${extra ? `, ${extra}` : ""}`;

/**
 * Runs both scenarios against the web shell at `base` and the sandbox at `sandboxUrl`.
 * @returns the lines to print
 */
export async function gridAndFeed({ base, sandboxUrl, chromiumPath, flags }) {
  const browser = await playwright.launch({ executablePath: chromiumPath, args: flags });
  const lines = [];
  try {
    // 1. The 5,000-game grid scrolled to its end under the feed.
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(observeMainThread);
    const catalogue = await serveBigCatalogue(page);
    await page.goto(`${base}/?type=slots`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    const feed = publishFeed(sandboxUrl);
    let scrolled = 0;
    const grid = await measure(page, async () => {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        // About 24,000 px a second: a fast fling, new rows on every step.
        await page.evaluate(() => window.scrollBy(0, 1200));
        await page.waitForTimeout(50);
        const atEnd = await page.evaluate(
          () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 4,
        );
        scrolled = await page.evaluate(() => window.scrollY);
        if (atEnd && catalogue.reachedEnd()) break;
      }
    });
    const events = feed.stop();
    lines.push(
      line(
        `grid of ${GRID_GAMES} games + feed`,
        grid,
        `${catalogue.pages()} pages loaded, scrolled ${Math.round(scrolled / 1000)}k px, ${events.sent} events sent`,
      ),
    );
    await context.close();

    // 2. The lobby's bet feeds in view, 200 events a second for 10 s.
    const lobby = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const lobbyPage = await lobby.newPage();
    await lobbyPage.addInitScript(observeMainThread);
    await lobbyPage.goto(`${base}/`, { waitUntil: "networkidle" });
    const feeds = lobbyPage.getByRole("heading", { name: "Bets", level: 2 });
    await feeds.scrollIntoViewIfNeeded().catch(() => undefined);
    const lobbyFeed = publishFeed(sandboxUrl);
    const feedResult = await measure(lobbyPage, () =>
      lobbyPage.waitForTimeout(FEED_SECONDS * 1000),
    );
    const sent = lobbyFeed.stop();
    lines.push(
      line(
        `lobby feed, ${EVENTS_PER_SECOND} events/s ${FEED_SECONDS} s`,
        feedResult,
        `${sent.sent} events sent${sent.failed ? `, ${sent.failed} bursts failed` : ""}`,
      ),
    );
    await lobby.close();
  } finally {
    await browser.close();
  }
  return lines;
}
