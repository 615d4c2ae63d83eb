#!/usr/bin/env node
// Lighthouse (mobile, performance) for the mini app opened the way Telegram opens it: the root
// `pnpm bench` loads `/` with no launch data, which rule 2 sends away to Telegram. This serves the
// production build (`vite preview`), signs init data with the sandbox when one answers on 4000
// (else uses unsigned data: the shell still starts, the login is refused) and measures
// `/#tgWebAppData=...`. Prints figures; asserts nothing.
import { spawn } from "node:child_process";
import { resolve } from "node:path";

const dir = resolve(import.meta.dirname, "..");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const flags = "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync".split(" ");
const base = "http://localhost:3001";

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function initData() {
  const user = { id: 700_000_999, first_name: "Bench", username: "bench_player", language_code: "en" };
  try {
    const response = await fetch("http://localhost:4000/dev/telegram/init-data", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user }),
      signal: AbortSignal.timeout(2000),
    });
    if (response.ok) return { signed: true, data: (await response.json()).data.init_data };
  } catch {
    // No sandbox: unsigned data below.
  }
  const params = new URLSearchParams({ user: JSON.stringify(user), auth_date: String(Math.floor(Date.now() / 1000)), signature: "", hash: "0".repeat(64) });
  return { signed: false, data: params.toString() };
}

const server = (await answers(base)) ? null : spawn("pnpm", ["run", "start"], { cwd: dir, stdio: "ignore", detached: true });
try {
  for (let i = 0; i < 100 && !(await answers(base)); i += 1) await new Promise((r) => setTimeout(r, 300));
  const { signed, data } = await initData();
  const hash = new URLSearchParams({ tgWebAppData: data, tgWebAppVersion: "9.0", tgWebAppPlatform: "android", tgWebAppThemeParams: JSON.stringify({ bg_color: "#17212b", text_color: "#f5f5f5" }) });
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: chromium, chromeFlags: flags });
  try {
    const result = await lighthouse(`${base}/#${hash}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const audits = result.lhr.audits;
    console.log(
      `mini-app (launched, ${signed ? "signed" : "unsigned"} init data): Lighthouse mobile performance ${Math.round(result.lhr.categories.performance.score * 100)}` +
        `  FCP ${audits["first-contentful-paint"].displayValue}  LCP ${audits["largest-contentful-paint"].displayValue}` +
        `  TBT ${audits["total-blocking-time"].displayValue}  CLS ${audits["cumulative-layout-shift"].displayValue}  TTI ${audits.interactive.displayValue}`,
    );
  } finally {
    await chrome.kill();
  }
} finally {
  if (server) process.kill(-server.pid, "SIGTERM");
}
