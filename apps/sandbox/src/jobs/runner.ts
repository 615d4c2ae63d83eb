/**
 * Runs the scheduled jobs (`./registry.ts`) on pg-boss, a job queue in the
 * sandbox's own database (PGlite or PostgreSQL).
 *
 * Runs fall on a grid: a job of period P runs at the multiples of P (wall
 * time). Each run is a pg-boss job whose id is derived from the job's name
 * and its grid time, on a queue of policy `stately` (at most one queued and
 * one active). A run first queues the next grid point after now, then does
 * its work; every instance that starts queues the next grid point too. Two
 * instances thus always ask for the same id (the second insert is a no-op),
 * a worker claims a run with `FOR UPDATE SKIP LOCKED` (never two), a run
 * done once is never inserted again (its id is kept), and a run queued
 * before a restart is still in the table after it. A run that dies with its
 * process expires; the chain goes on from the next queued run.
 */
import { createHash } from "node:crypto";
import { PgBoss, type Db as BossDb, type ConstructorOptions } from "pg-boss";
import type { Db } from "../db/types.ts";
import { PGliteConnection } from "../db/pglite-dialect.ts";
import type { Services } from "../services.ts";
import { scheduledJobs, type ScheduledJob } from "./registry.ts";

/** The smallest polling interval pg-boss accepts (500 ms): shorter periods run this often. */
export const MIN_POLL_MS = 500;

/** Workers poll at least this often, so a run queued by another instance starts on time. */
export const MAX_POLL_MS = 2_000;

/** A run that takes longer than this is considered dead and expires. */
export const RUN_EXPIRY_SECONDS = 300;

/** Where failures go (Fastify's logger fits). */
export interface JobLog {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** The queue of a job. */
export function queueName(job: Pick<ScheduledJob, "name">): string {
  return `sandbox-${job.name}`;
}

/**
 * pg-boss over the Kysely database: on PGlite through the dialect's one connection (so a
 * queue statement never lands inside a request's transaction), on PostgreSQL its own pool.
 */
export function bossOptions(db: Db, databaseUrl: string | undefined): ConstructorOptions {
  const common: ConstructorOptions = {
    schema: "pgboss",
    // Periodic chains are ours; pg-boss's cron and instance registry are not needed.
    schedule: false,
    registerInstance: false,
    persistWarnings: false,
  };
  if (databaseUrl) return { ...common, connectionString: databaseUrl, max: 3 };
  const adapter: BossDb = {
    executeSql: (text, values) =>
      db.getExecutor().provideConnection(async (connection) => {
        if (!(connection instanceof PGliteConnection))
          throw new Error("job queue: set DATABASE_URL for a PostgreSQL database");
        return connection.executeSql(text, values);
      }),
  };
  return { ...common, db: adapter, backend: "pglite" };
}

/** The first grid point of period `everyMs` strictly after `nowMs`. */
export function nextSlot(nowMs: number, everyMs: number): number {
  return (Math.floor(nowMs / everyMs) + 1) * everyMs;
}

/** The pg-boss job id of a job's run at one grid time (a name-based UUID). */
export function runId(queue: string, slot: number): string {
  const hex = createHash("sha256").update(`${queue}:${slot}`).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The started runner; `stop()` waits for the runs in progress (up to `timeoutMs`). */
export interface JobRunner {
  boss: PgBoss;
  /** The jobs this instance works (the configuration's non-zero ones). */
  jobs: readonly ScheduledJob[];
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Starts pg-boss (installing or migrating its schema) and works every job whose period is
 * not 0 under the services' configuration.
 */
export async function startJobRunner(
  services: Services,
  log: JobLog,
  jobs: readonly ScheduledJob[] = scheduledJobs,
): Promise<JobRunner> {
  const { config, clock } = services;
  const boss = new PgBoss(bossOptions(services.db, config.databaseUrl));
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  await boss.start();
  const active = jobs.filter((job) => job.everyMs(config) > 0);
  for (const job of active) {
    const name = queueName(job);
    const everyMs = job.everyMs(config);
    await boss.createQueue(name, {
      policy: "stately",
      retryLimit: 0,
      expireInSeconds: RUN_EXPIRY_SECONDS,
      deleteAfterSeconds: 3600,
    });
    const queueNext = async () => {
      const slot = nextSlot(Date.now(), everyMs);
      await boss.send(name, null, { id: runId(name, slot), startAfter: new Date(slot) });
    };
    await boss.work(
      name,
      {
        pollingIntervalSeconds: Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, everyMs)) / 1000,
        batchSize: 1,
      },
      async () => {
        // The next run is queued first, so a failing or dying run never ends the chain.
        await queueNext();
        try {
          await job.run(services, new Date(clock.now()));
        } catch (error) {
          log.error({ err: error, job: job.name }, `job ${job.name} failed`);
        }
      },
    );
    // The next run (a no-op when another instance queued it already).
    await queueNext();
  }
  return {
    boss,
    jobs: active,
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
