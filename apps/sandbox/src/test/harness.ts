/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * Integration-test harness: an in-memory PGlite, migrated and seeded, behind
 * the real app listening on a random port, with a movable clock and a small
 * HTTP helper. One per test file (PGlite takes a few seconds to start).
 */
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { openDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { seed } from "../db/seed.ts";
import type { Db } from "../db/types.ts";
import { loadConfig, type SandboxConfig } from "../env.ts";

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

/** Starts a sandbox for one test file. */
export async function startSandbox(
  overrides: Partial<SandboxConfig> = {},
  options: { fetch?: typeof fetch; seed?: boolean } = {},
): Promise<Sandbox> {
  const config: SandboxConfig = { ...loadConfig({}), logLevel: "silent", dataDir: "memory://", ...overrides };
  const { db } = await openDatabase({ dataDir: "memory://" });
  await migrateToLatest(db);
  if (options.seed !== false) await seed(db);
  const clock = new TestClock();
  const app = await buildApp({ config, db, clock, ...(options.fetch ? { fetch: options.fetch } : {}) });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    app,
    db,
    clock,
    config,
    base,
    async call(method, path, { body, token, headers = {} } = {}) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          accept: "application/json",
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body: typeof body === "string" ? body : JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      let parsed: unknown = text;
      if ((response.headers.get("content-type") ?? "").includes("json") && text) parsed = JSON.parse(text);
      return { status: response.status, headers: response.headers, body: parsed as never };
    },
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
