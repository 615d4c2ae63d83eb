/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * Demo players in the real process (`node src/main.ts` with `SANDBOX_DEMO_PLAYERS=2`): their
 * bets appear in the feed and SIGTERM stops the process cleanly (exit 0, the bet in progress
 * finished) while they bet. That a restart reuses the accounts is tested in
 * `demo-players.test.ts` (the accounts are found again by address in the database).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { packageDir } from "../env.ts";
import { freePort, watchChild } from "../test/processes.ts";
import { pollUntil } from "../test/polling.ts";

jest.setTimeout(300_000);

let running: ChildProcess | undefined;
afterEach(() => {
  if (running?.exitCode === null) running.kill("SIGKILL");
});

async function start(port: number) {
  const child = spawn(process.execPath, [path.join(packageDir, "src/main.ts")], {
    cwd: packageDir,
    env: {
      PATH: process.env.PATH ?? "",
      SANDBOX_PORT: String(port),
      SANDBOX_DATA_DIR: "memory://",
      SANDBOX_LOG_LEVEL: "warn",
      SANDBOX_RATE_TICK_SECONDS: "0",
      SANDBOX_DEMO_PLAYERS: "2",
      SANDBOX_DEMO_BET_INTERVAL_MS: "200",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running = child;
  const watched = watchChild(child);
  await pollUntil(
    async () => watched.output(),
    (output) => output.includes("Sandbox API listening") || child.exitCode !== null,
    { what: "the sandbox to listen", tries: 2400, everyMs: 100 },
  );
  expect(watched.output()).toContain("demo players 2, a bet every 200 ms");
  return watched;
}

/** Settled bets in the public feed, newest first. */
async function feed(port: number): Promise<any[]> {
  const response = await fetch(
    `http://127.0.0.1:${port}/api/games/live-wins/list?type=lastest_bet`,
  );
  return ((await response.json()) as { data: any[] }).data;
}

it("bets for real, then stops cleanly on SIGTERM while the demo players bet", async () => {
  const port = await freePort();
  const { child, exited, output } = await start(port);
  const bets = await pollUntil(
    () => feed(port),
    (list) => list.length >= 3,
    { what: "three demo bets in the feed", tries: 600, everyMs: 200 },
  );
  expect(new Set(bets.map((b) => b.game.slug)).size).toBeGreaterThanOrEqual(1);
  child.kill("SIGTERM");
  expect({ ...(await exited), output: output().slice(-400) }).toMatchObject({
    code: 0,
    signal: null,
  });
  expect(output()).toContain("SIGTERM: draining requests and jobs");
});
