#!/usr/bin/env node
// `pnpm start`: builds everything and runs the whole product on its embedded defaults:
// the sandbox API (with its embedded PostgreSQL), the web shell, the mini-app shell and the static
// Storybook, each through its package's `start` script. Prints the URLs once they answer.
import { spawnGroup, stopGroupOnSignals } from "./process-group.mjs";

const env = { ...process.env };
// Development endpoints (outbox, simulators, Telegram launcher) are on unless this is production.
if (env.NODE_ENV !== "production" && env.SANDBOX_DEV === undefined) env.SANDBOX_DEV = "1";
// A few demo players bet for real so the lobby's feeds and biggest wins are alive (docs/sandbox.md,
// "Demo players"); `SANDBOX_DEMO_PLAYERS=0 pnpm start` turns them off.
if (env.NODE_ENV !== "production" && env.SANDBOX_DEMO_PLAYERS === undefined)
  env.SANDBOX_DEMO_PLAYERS = "4";

// The build runs in a process group too: a signal during it stops the whole build.
const build = spawnGroup("pnpm", ["exec", "turbo", "run", "build", "--output-logs=errors-only"], {
  env,
});
const built = await stopGroupOnSignals(build, { exitWithLeader: false }).finished;
if (built.code !== 0) process.exit(built.code ?? 1);

const services = [
  { name: "Sandbox API + realtime", url: `http://localhost:${env.SANDBOX_PORT ?? 4000}` },
  { name: "Web shell", url: "http://localhost:3000" },
  { name: "Mini-app shell", url: "http://localhost:3001" },
  { name: "Storybook", url: "http://localhost:6006" },
];

// turbo and every server under it run in their own process group: SIGINT, SIGTERM or SIGHUP sent
// to this process (Ctrl+C, a process manager, CI) stops all of them, with or without a terminal
// (process-group.mjs); what has not exited 10 s later is killed.
const group = spawnGroup(
  "pnpm",
  ["exec", "turbo", "run", "start", "--only", "--output-logs=full"],
  { env },
);
stopGroupOnSignals(group, { timeoutMs: 10_000 });

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

const deadline = Date.now() + 180_000;
const pending = new Set(services);
while (pending.size > 0 && Date.now() < deadline) {
  for (const service of [...pending]) if (await answers(service.url)) pending.delete(service);
  if (pending.size > 0) await new Promise((r) => setTimeout(r, 1000));
}
const lines = services.map(
  (s) =>
    `  ${pending.has(s) ? "✗" : "✓"} ${s.name.padEnd(24)} ${s.url}${pending.has(s) ? "  (not running)" : ""}`,
);
if (env.SANDBOX_DEV === "1") {
  const sandbox = `http://localhost:${env.SANDBOX_PORT ?? 4000}`;
  lines.push(`    Dev mail/SMS outbox      ${sandbox}/dev/outbox.html`);
  lines.push(
    `    Telegram launcher        ${sandbox}/dev/telegram   (opens the mini app as a test Telegram user)`,
  );
}
console.log(`\nThe casino is running:\n${lines.join("\n")}\n`);
