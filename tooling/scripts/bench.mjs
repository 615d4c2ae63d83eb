#!/usr/bin/env node
// `pnpm bench`: prints figures, never asserts. For each built shell: JavaScript and CSS on the
// critical path of `/` (gzip), total JavaScript, and Lighthouse's mobile scores for the given
// routes, run against the production build served locally with Debian's Chromium and the sandbox
// (in-memory) behind it, and, for the web shell, the grid-and-feed benchmark (bench-browser.mjs):
// a 5,000-game grid scrolled and 200 bet-feed events a second. The mini app is opened the way Telegram opens it: signed launch
// parameters in the hash (without them rule 2 sends the browser away).
//
// Options (environment): BENCH_SHELLS=web,mini-app (which shells), BENCH_RUNS=1 (Lighthouse runs
// per route), BENCH_SANDBOX_URL=http://localhost:4000, BENCH_WEB_PORT=3000, BENCH_MINI_PORT=3001:
// other ports for a second checkout (build the shells for that API first: VITE_API_BASE_URL,
// VITE_PUSHER_PORT). A server already listening on a port is used as it is.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { gridAndFeed } from "./bench-browser.mjs";

const root = resolve(import.meta.dirname, "../..");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const flags =
  "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

const sandboxUrl = process.env.BENCH_SANDBOX_URL ?? "http://localhost:4000";
const onlyShells = process.env.BENCH_SHELLS?.split(",").map((name) => name.trim());
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1) || 1);

/** Telegram-style launch of the mini app, with init data signed by the sandbox's dev endpoint. */
async function telegramLaunch() {
  const user = {
    id: 700_000_999,
    first_name: "Bench",
    username: "bench_player",
    language_code: "en",
  };
  const response = await fetch(`${sandboxUrl}/dev/telegram/init-data`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user }),
  });
  if (!response.ok) throw new Error(`sandbox refused to sign init data: ${response.status}`);
  const { data } = await response.json();
  const hash = new URLSearchParams({
    tgWebAppData: data.init_data,
    tgWebAppVersion: "9.0",
    tgWebAppPlatform: "android",
    tgWebAppThemeParams: JSON.stringify({ bg_color: "#17212b", text_color: "#f5f5f5" }),
  });
  return `/#${hash}`;
}

const shells = [
  {
    name: "web",
    dir: "apps/web",
    port: Number(process.env.BENCH_WEB_PORT ?? 3000),
    routes: ["/", "/play-game/dice", "/profile/my-profile"],
  },
  {
    name: "mini-app",
    dir: "apps/mini-app",
    port: Number(process.env.BENCH_MINI_PORT ?? 3001),
    routes: [telegramLaunch],
  },
].filter((shell) => !onlyShells || onlyShells.includes(shell.name));

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Scripts, module preloads and stylesheets referenced by index.html: what `/` must load first. */
function criticalPath(dist) {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const refs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+)"[^>]*>/g)]
    .filter((m) => /type="module"|rel="modulepreload"|rel="stylesheet"/.test(m[0]))
    .map((m) => m[1].replace(/^\//, ""));
  const files = refs.map((ref) => join(dist, ref)).filter(existsSync);
  const js = files.filter((f) => f.endsWith(".js")).reduce((sum, f) => sum + gzipSize(f), 0);
  const css = files.filter((f) => f.endsWith(".css")).reduce((sum, f) => sum + gzipSize(f), 0);
  return { js, css, count: files.length };
}

function sizes(shell) {
  const dist = join(root, shell.dir, "dist");
  if (!existsSync(join(dist, "index.html"))) return null;
  const all = walk(dist);
  const totalJs = all.filter((f) => f.endsWith(".js")).reduce((sum, f) => sum + gzipSize(f), 0);
  return { ...criticalPath(dist), totalJs };
}

async function waitFor(url, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      await fetch(url);
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  return false;
}

async function lighthouse(shell) {
  if (!existsSync(chromium)) return [`  Lighthouse skipped: no Chromium at ${chromium}`];
  const base = `http://localhost:${shell.port}`;
  const server = await startService(`@casino/${shell.name}`, base, {}, shell.port);
  const lines = [];
  try {
    if (!(await waitFor(base, 1000))) return [`  Lighthouse skipped: ${base} did not start`];
    const { default: run } = await import("lighthouse");
    const chromeLauncher = await import("chrome-launcher");
    for (const entry of shell.routes.flatMap((route) => Array(runs).fill(route))) {
      const route = typeof entry === "function" ? await entry() : entry;
      const label = typeof entry === "function" ? "/ (Telegram launch)" : route;
      const chrome = await chromeLauncher.launch({
        chromePath: chromium,
        chromeFlags: flags.split(" "),
      });
      try {
        const result = await run(`${base}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        });
        const audits = result.lhr.audits;
        lines.push(
          `  Lighthouse mobile ${label.padEnd(22)} performance ${Math.round(result.lhr.categories.performance.score * 100)}` +
            `  LCP ${audits["largest-contentful-paint"].displayValue}  TBT ${audits["total-blocking-time"].displayValue}` +
            `  CLS ${audits["cumulative-layout-shift"].displayValue}  TTI ${audits.interactive.displayValue}`,
          ...whereTheTimeGoes(audits, base),
        );
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    stop(server);
  }
  return lines;
}

/**
 * Where the main thread's time goes in one Lighthouse run (its trace, under the 4x CPU
 * throttling): the work by kind and the scripts that ran longest (evaluation and compilation).
 */
function whereTheTimeGoes(audits, base) {
  const ms = (value) => `${Math.round(value).toLocaleString("en")} ms`;
  const kinds = (audits["mainthread-work-breakdown"]?.details?.items ?? [])
    .filter((item) => item.duration >= 50)
    .map((item) => `${item.groupLabel ?? item.group} ${ms(item.duration)}`);
  const items = [...(audits["bootup-time"]?.details?.items ?? [])];
  items.sort((a, b) => b.scripting - a.scripting);
  const scripts = items.slice(0, 3).map((item) => {
    const name = String(item.url).startsWith(base) ? String(item.url).slice(base.length) : item.url;
    return `${name} ${ms(item.scripting)}`;
  });
  return [
    ...(kinds.length ? [`      main thread: ${kinds.join(", ")}`] : []),
    ...(scripts.length ? [`      longest scripts (run): ${scripts.join(", ")}`] : []),
  ];
}

/** The grid-and-feed benchmark against the shell's production build. */
async function browserBench(shell) {
  if (!existsSync(chromium)) return [`  grid and feed skipped: no Chromium at ${chromium}`];
  const base = `http://localhost:${shell.port}`;
  const server = await startService(`@casino/${shell.name}`, base, {}, shell.port);
  try {
    return await gridAndFeed({ base, sandboxUrl, chromiumPath: chromium, flags: flags.split(" ") });
  } finally {
    stop(server);
  }
}

/** Starts a package's server (`start`; a shell's `vite preview` on `port`) unless `url` answers. */
async function startService(filter, url, env = {}, port = undefined) {
  if (await waitFor(url, 500)) return null;
  const command = port
    ? ["--filter", filter, "exec", "vite", "preview", "--port", String(port), "--strictPort"]
    : ["--filter", filter, "run", "start"];
  const child = spawn("pnpm", command, {
    cwd: root,
    stdio: "ignore",
    detached: true,
    env: { ...process.env, ...env },
  });
  if (!(await waitFor(url, 60_000))) console.log(`(${filter} did not start at ${url})`);
  return child;
}

function stop(child) {
  if (!child) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    /* already gone */
  }
}

const sandbox = await startService("@casino/sandbox", sandboxUrl, {
  SANDBOX_DATA_DIR: "memory://",
  SANDBOX_DEV: "1",
  SANDBOX_LOG_LEVEL: "warn",
  SANDBOX_PORT: new URL(sandboxUrl).port || "4000",
  ...(process.env.BENCH_SANDBOX_URL
    ? { SANDBOX_CORS_ORIGINS: shells.map((shell) => `http://localhost:${shell.port}`).join(",") }
    : {}),
});
try {
  for (const shell of shells) {
    const s = sizes(shell);
    if (!s) {
      console.log(`${shell.name}: not built (no ${shell.dir}/dist/index.html)`);
      continue;
    }
    console.log(`${shell.name}:`);
    console.log(
      `  critical path of /     JS ${kib(s.js)} gzip, CSS ${kib(s.css)} gzip (${s.count} files)`,
    );
    console.log(`  total JavaScript       ${kib(s.totalJs)} gzip`);
    for (const line of await lighthouse(shell)) console.log(line);
    if (shell.name === "web") for (const line of await browserBench(shell)) console.log(line);
  }
} finally {
  stop(sandbox);
}
