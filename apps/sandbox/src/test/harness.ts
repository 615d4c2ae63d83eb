/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * Integration-test harness: an in-memory PGlite, migrated and seeded, behind
 * the real app listening on a random port, with a movable clock and a small
 * HTTP helper. One per test file. The database is loaded from the dump the
 * jest global setup made (falling back to a fresh migrate and seed).
 */
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import { Kysely } from "kysely";
import { buildApp } from "../app.ts";
import { pgliteExtensions } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { PGliteDialect } from "../db/pglite-dialect.ts";
import { seed } from "../db/seed.ts";
import type { Database, Db } from "../db/types.ts";
import { loadConfig, type SandboxConfig } from "../env.ts";
import { copyDatabase } from "./postgres-templates.ts";

/** How long a test file's sandbox may take to start. */
export const START_TIMEOUT_MS = 120_000;

/** A clock tests can move forward. */
export class TestClock {
  #offset = 0;

  now(): number {
    return Date.now() + this.#offset;
  }

  advance(ms: number): void {
    this.#offset += ms;
  }
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface Sandbox {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  config: SandboxConfig;
  base: string;
  /** Calls the API; JSON in, JSON (or text) out. */
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

/**
 * A test database, migrated and (optionally) seeded: an in-memory PGlite, or with
 * SANDBOX_TEST_DATABASE_URL a fresh PostgreSQL database copied from the run's template (then
 * `url` names it, for the job queue and the realtime fan-out).
 */
export async function openTestDatabase(seeded: boolean): Promise<{ db: Db; url?: string }> {
  const postgresUrl = process.env.SANDBOX_TEST_DATABASE_URL;
  if (postgresUrl) return copyDatabase(postgresUrl, seeded);
  return { db: await testPglite(seeded) };
}

/** A test database (see `openTestDatabase`); close it with `destroy()`. */
export async function testDatabase(seeded: boolean): Promise<Db> {
  return (await openTestDatabase(seeded)).db;
}

/** An in-memory PGlite, migrated and (optionally) seeded. */
async function testPglite(seeded: boolean): Promise<Db> {
  const dumpPath = seeded
    ? process.env.SANDBOX_TEST_DUMP_SEEDED
    : process.env.SANDBOX_TEST_DUMP_MIGRATED;
  const client = dumpPath
    ? await PGlite.create({
        loadDataDir: new Blob([readFileSync(dumpPath)]),
        extensions: pgliteExtensions,
      })
    : await PGlite.create({ extensions: pgliteExtensions });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  await migrateToLatest(db);
  if (seeded && !dumpPath) await seed(db);
  return db;
}

/** A sandbox's `call` on the app listening at `base` (an origin). */
export function httpCaller(base: string): Sandbox["call"] {
  return async (method, path, { body, token, headers = {} } = {}) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        accept: "application/json",
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body !== undefined
        ? { body: typeof body === "string" ? body : JSON.stringify(body) }
        : {}),
    });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get("content-type") ?? "").includes("json") && text)
      parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as never };
  };
}

/** The origin of an app listening on a local port. */
export function originOf(app: FastifyInstance): string {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

/** Starts a sandbox for one test file. */
export async function startSandbox(
  overrides: Partial<SandboxConfig> = {},
  options: { fetch?: typeof fetch; seed?: boolean } = {},
): Promise<Sandbox> {
  const config: SandboxConfig = {
    ...loadConfig({}),
    logLevel: "silent",
    dataDir: "memory://",
    // Background generators off, money moves only when a test asks (or advances the clock).
    rateTickSeconds: 0,
    withdrawalStepSeconds: 0,
    depositConfirmSeconds: 0,
    jobIntervalMs: 100,
    ...overrides,
  };
  const { db, url } = await openTestDatabase(options.seed !== false);
  // On PostgreSQL the job queue and the realtime fan-out use the database as in production.
  if (url) config.databaseUrl = url;
  return serveSandbox(config, db, options.fetch);
}

/**
 * Builds the app on `db` with a {@link TestClock}, listening on a free loopback port; closing the
 * sandbox closes the app and `db`.
 */
export async function serveSandbox(
  config: SandboxConfig,
  db: Db,
  fetchImpl?: typeof fetch,
): Promise<Sandbox> {
  const clock = new TestClock();
  const app = await buildApp({ config, db, clock, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = originOf(app);
  return {
    app,
    db,
    clock,
    config,
    base,
    call: httpCaller(base),
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

/**
 * The sandbox of one test file (or `describe` block): registers `beforeAll` (start) and
 * `afterAll` (close) and returns a handle that forwards to the started sandbox, so a test file
 * writes `const sandbox = useSandbox();` instead of the start-up block. Read its members inside
 * tests or hooks, not at module level (the sandbox starts in `beforeAll`).
 */
export function useSandbox(
  overrides: Partial<SandboxConfig> = {},
  options: { fetch?: typeof fetch; seed?: boolean } = {},
): Sandbox {
  let started: Sandbox | undefined;
  // Starting the app (the contract compiled, the job queue, on PostgreSQL a database copied)
  // takes seconds; on the shared CI machine under load, more than jest's 30 s default.
  beforeAll(async () => {
    started = await startSandbox(overrides, options);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as Sandbox, {
    get(_target, key) {
      if (!started)
        throw new Error("useSandbox: the sandbox starts in beforeAll; read it in a test");
      const value: unknown = Reflect.get(started, key);
      return typeof value === "function" ? value.bind(started) : value;
    },
  });
}
