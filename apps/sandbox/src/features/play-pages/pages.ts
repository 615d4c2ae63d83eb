/**
 * The game pages the sandbox serves in the lobby's iframe: `/play/slot?token=...` (the demo video
 * slot) and `/play/roulette?token=...` (the live-style roulette table). Each page is static HTML
 * with its script and style served as files (`/play/assets/*`), so the strict
 * Content-Security-Policy below holds: no inline script or style, calls to this server only, and
 * framing only by the shells' origins (the CORS origins). The launch token stays in the page's
 * URL (never sent as a referrer); the page exchanges it for a game session.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { errorEnvelope } from "../../lib/envelope.ts";
import { notFound } from "../../lib/errors.ts";
import { escapeHtml, htmlPage } from "../../lib/html.ts";
import type { Services } from "../../services.ts";
import { packageDir } from "../../env.ts";

const ASSET_DIR = path.join(packageDir, "src/features/play-pages/assets");

/** The files under `/play/assets/`, by name, with their content type. */
export const PLAY_ASSETS: Record<string, string> = {
  "play.css": "text/css; charset=utf-8",
  // The pages' one way to call this server (a safe GET retried once), run before the game script.
  "api.js": "text/javascript; charset=utf-8",
  "slot.js": "text/javascript; charset=utf-8",
  "roulette.js": "text/javascript; charset=utf-8",
};

/** The page's Content-Security-Policy: its own files and API only, framed by the shells. */
export function playCsp(frameOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self' ${frameOrigins.join(" ")}`.trim(),
  ].join("; ");
}

function page(title: string, script: string, body: string): string {
  return htmlPage(
    `<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/play/assets/play.css">
<script src="/play/assets/api.js" defer></script>
<script src="/play/assets/${script}" defer></script>`,
    `<header><strong id="title">${escapeHtml(title)}</strong><span class="mode" id="mode"></span><span id="balance"></span></header>
<main>
${body}
</main>`,
  );
}

const SLOT_PAGE = page(
  "Demo slot",
  "slot.js",
  `<div class="reels" id="reels"></div>
<div class="controls">
<label>Bet <select id="bet"></select></label>
<button class="primary" id="spin" type="button">Spin</button>
<button id="paytable-toggle" type="button">Pay table</button>
</div>
<p class="status" id="status" role="status"></p>
<section class="paytable" id="paytable" hidden>
<h2>Pay table</h2>
<table><thead><tr><th>Symbol</th><th>3</th><th>4</th><th>5</th></tr></thead><tbody id="paytable-rows"></tbody></table>
<p id="paytable-notes"></p>
</section>`,
);

const ROULETTE_PAGE = page(
  "Roulette table",
  "roulette.js",
  `<p class="status" id="phase" role="status"></p>
<canvas class="wheel" id="wheel" width="220" height="220"></canvas>
<p class="status" id="result"></p>
<div class="controls">
<label>Chip <select id="chip"></select></label>
<button id="clear" type="button">Clear</button>
<button class="primary" id="place" type="button">Place bets</button>
</div>
<p class="status" id="limits"></p>
<div class="board" id="board"></div>
<p class="status" id="status"></p>
<section class="paytable"><h2>Last rounds</h2><p id="history"></p></section>`,
);

function sendPage(reply: FastifyReply, csp: string, html: string) {
  return reply
    .code(200)
    .type("text/html; charset=utf-8")
    .header("content-security-policy", csp)
    .header("referrer-policy", "no-referrer")
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "no-store")
    .send(html);
}

/** Registers the game pages and their assets. */
export function registerPlayPages(app: FastifyInstance, services: Services): void {
  const csp = playCsp(services.config.corsOrigins);
  const assets = new Map(
    Object.entries(PLAY_ASSETS).map(([name, type]) => [
      name,
      { type, body: readFileSync(path.join(ASSET_DIR, name), "utf8") },
    ]),
  );
  app.get("/play/slot", (_request, reply) => sendPage(reply, csp, SLOT_PAGE));
  app.get("/play/roulette", (_request, reply) => sendPage(reply, csp, ROULETTE_PAGE));
  app.get<{ Params: { file: string } }>("/play/assets/:file", (request, reply) => {
    const asset = assets.get(request.params.file);
    if (!asset) return reply.code(404).send(errorEnvelope(notFound()));
    return reply
      .code(200)
      .type(asset.type)
      .header("cache-control", "public, max-age=300")
      .header("x-content-type-options", "nosniff")
      .send(asset.body);
  });
}
