/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * Demo players in the real process (`node src/main.ts` with `SANDBOX_DEMO_PLAYERS=2`): their
 * bets appear in the feeds, SIGTERM stops the process cleanly (exit 0) while they bet, and a
 * restart on the same database reuses the two accounts instead of signing up two more.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../db/connection.ts";
import { packageDir } from "../env.ts";
import { freePort, watchChild } from "../test/processes.ts";
import { pollUntil } from "../test/polling.ts";
import { demoEmail } from "./demo-players.ts";

jest.setTimeout(300_000);

const dataDir = mkdtempSync(path.join(tmpdir(), "sandbox-demo-players-"));
let running: ChildProcess | undefined;
afterEach(() => {
  if (running?.exitCode === null) running.kill("SIGKILL");
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(port: number) {
  const child = spawn(process.execPath, [path.join(packageDir, "src/main.ts")], {
    cwd: packageDir,
    env: {
      PATH: process.env.PATH ?? "",
      SANDBOX_PORT: String(port),
      SANDBOX_DATA_DIR: dataDir,
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

it("bets, stops cleanly on SIGTERM and reuses the same two accounts after a restart", async () => {
  for (const round of [1, 2]) {
    const port = await freePort();
    const { child, exited, output } = await start(port);
    const bets = await pollUntil(
      () => feed(port),
      (list) => list.length >= 3 * round,
      { what: `${3 * round} bets in the feed`, tries: 600, everyMs: 200 },
    );
    expect(bets.length).toBeGreaterThanOrEqual(3 * round);
    child.kill("SIGTERM");
    expect({ ...(await exited), output: output().slice(-400) }).toMatchObject({
      code: 0,
      signal: null,
    });
  }
  const { db } = await openDatabase({ dataDir });
  try {
    const players = await db
      .selectFrom("users")
      .select(["id", "username"])
      .where("email", "like", "demo-player-%@players.sandbox.test")
      .execute();
    expect(players.map((p) => p.username).sort()).toEqual(["nova_kite", "quiet_otter"]);
    const emails = [demoEmail(0), demoEmail(1)];
    const bettors = await db
      .selectFrom("game_rounds")
      .innerJoin("users", "users.id", "game_rounds.user_id")
      .select("users.email")
      .distinct()
      .execute();
    for (const { email } of bettors) expect(emails).toContain(email);
  } finally {
    await db.destroy();
  }
});
