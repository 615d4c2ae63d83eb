/**
 * The job runner on pg-boss: two runners on one database run a due job once,
 * and a run queued before a restart runs after it, at its time. On PGlite, or
 * on PostgreSQL when SANDBOX_TEST_DATABASE_URL names a database (the suite's
 * PostgreSQL run; there each runner is a separate connection pool, as two
 * instances are).
 */
import { openDatabase } from "../db/connection.ts";
import type { Db } from "../db/types.ts";
import { loadConfig } from "../env.ts";
import type { Services } from "../services.ts";
import { testDatabase } from "../test/harness.ts";
import type { ScheduledJob } from "./registry.ts";
import { nextSlot, startJobRunner, type JobLog, type JobRunner } from "./runner.ts";

jest.setTimeout(30_000);

const url = process.env.SANDBOX_TEST_DATABASE_URL;
const backends: [string, string | undefined][] = [
  url ? ["PostgreSQL", url] : ["PGlite", undefined],
];

const runners: JobRunner[] = [];
const errors: unknown[] = [];
const log: JobLog = { error: (object) => errors.push(object), warn: () => undefined };
const suffix = Date.now().toString(36);

afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop(2_000);
});

describe.each(backends)("on %s", (_backend, databaseUrl) => {
  let db: Db;
  const opened: Db[] = [];

  beforeAll(async () => {
    db = databaseUrl
      ? (await openDatabase({ dataDir: "", databaseUrl })).db
      : await testDatabase(false);
  });

  afterAll(async () => {
    for (const other of opened) await other.destroy();
    await db.destroy();
  });

  /** The services of one instance (on PostgreSQL, its own pool). */
  async function services(): Promise<Services> {
    let own = db;
    if (databaseUrl) {
      own = (await openDatabase({ dataDir: "", databaseUrl })).db;
      opened.push(own);
    }
    return {
      db: own,
      config: { ...loadConfig({}), databaseUrl },
      clock: { now: () => Date.now() },
    } as Services;
  }

  /** A job that records when it ran. */
  function counter(name: string, everyMs: number, runs: number[]): ScheduledJob {
    return {
      name,
      everyMs: () => everyMs,
      run: async (_services, now) => {
        runs.push(now.getTime());
      },
    };
  }

  async function until(check: () => boolean, ms: number): Promise<void> {
    const end = Date.now() + ms;
    while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("runs a due job once with two runners on one database", async () => {
    const runs: number[] = [];
    const job = counter(`once-${suffix}`, 4_000, runs);
    // Start just after a grid point: the next run is due about 4 s later.
    await until(() => Date.now() % 4_000 < 200, 5_000);
    runners.push(await startJobRunner(await services(), log, [job]));
    runners.push(await startJobRunner(await services(), log, [job]));
    await until(() => runs.length > 0, 8_000);
    // Both runners poll every 2 s: a second claim of the same run would come within 2 s of the
    // first, in the same 4 s period. (A run claimed late can be followed soon by the next
    // period's run; that one is in another period.)
    await sleep(2_500);
    const periods = runs.map((ms) => Math.floor(ms / 4_000));
    expect(new Set(periods).size).toBe(runs.length);
    expect(errors).toEqual([]);
  });

  it("runs a job queued before a restart after it, at its time, once", async () => {
    const runs: number[] = [];
    const first = await startJobRunner(await services(), log, [
      counter(`restart-${suffix}`, 2_000, runs),
    ]);
    await until(() => runs.length > 0, 5_000);
    expect(runs).toHaveLength(1);
    // The next run is queued 2 s later; the instance stops before it.
    await first.stop(2_000);
    const restarted = Date.now();
    runners.push(
      await startJobRunner(await services(), log, [counter(`restart-${suffix}`, 60_000, runs)]),
    );
    await until(() => runs.length > 1, 6_000);
    await sleep(1_000);
    expect(runs).toHaveLength(2);
    // The run queued before the restart: at the 2 s grid point after the first run (which a worker
    // polling every 2 s on a loaded machine may claim late, so that point can be close after it),
    // not a run of the new instance (its period is 60 s; without the queued run, none would
    // come within the 6 s waited here, 9 times in 10).
    expect(runs[1]!).toBeGreaterThanOrEqual(nextSlot(runs[0]! - 100, 2_000));
    expect(runs[1]! - restarted).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
