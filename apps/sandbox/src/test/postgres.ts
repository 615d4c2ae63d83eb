/**
 * Suites that need real parallelism run on PostgreSQL (PGlite has one connection and serialises
 * transactions): `SANDBOX_TEST_DATABASE_URL` names the database (e.g.
 * `postgres://postgres@127.0.0.1:55433/bets`); without it they are skipped.
 */
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { openDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { seed } from "../db/seed.ts";
import type { Db } from "../db/types.ts";
import { loadConfig, type SandboxConfig } from "../env.ts";
import { dec, fmt } from "@casino/rules";
import { houseAccount, transfer, walletAccounts, walletBalances } from "../lib/ledger.ts";
import { newPlayer } from "./accounts.ts";

const url = process.env.SANDBOX_TEST_DATABASE_URL;

/** `describe` when a PostgreSQL database is configured, else `describe.skip`. */
export const describeOnPostgres = url ? describe : describe.skip;

/** The app on the configured PostgreSQL, with players funded through the ledger. */
export interface PostgresSandbox {
  readonly db: Db;
  readonly app: FastifyInstance;
  /** Registers a player (username prefix of the suite) with `balance` USDT and a session. */
  player(balance: string): Promise<{ id: number; token: string }>;
  /** The player's available USDT. */
  balanceOf(userId: number): Promise<string>;
}

/**
 * Migrates the database (and seeds it when asked), builds the app in `beforeAll` and closes both
 * in `afterAll`. Registrations are not rate limited: the database outlives a run.
 */
export function postgresSandbox(options: {
  prefix: string;
  seed?: boolean;
  config?: Partial<SandboxConfig>;
}): PostgresSandbox {
  let db: Db | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    db = (await openDatabase({ dataDir: "", databaseUrl: url })).db;
    await migrateToLatest(db);
    if (options.seed) await seed(db);
    const base = loadConfig({});
    app = await buildApp({
      config: {
        ...base,
        // The job queue (pg-boss) opens its own pool on the same database.
        databaseUrl: url,
        logLevel: "silent",
        rateTickSeconds: 0,
        rateLimits: { ...base.rateLimits, register: { max: 1_000_000, windowMs: 60_000 } },
        ...options.config,
      },
      db,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });
  const sandbox: PostgresSandbox = {
    get db() {
      if (!db) throw new Error("PostgreSQL is not open yet (use it inside a test)");
      return db;
    },
    get app() {
      if (!app) throw new Error("the app is not built yet (use it inside a test)");
      return app;
    },
    async player(balance) {
      const body = newPlayer(options.prefix);
      const res = await sandbox.app.inject({
        method: "POST",
        url: "/api/register",
        payload: body,
      });
      expect(res.statusCode).toBe(201);
      const { id } = await sandbox.db
        .selectFrom("users")
        .select("id")
        .where("username", "=", body.username)
        .executeTakeFirstOrThrow();
      await sandbox.db.transaction().execute(async (trx) => {
        const accounts = await walletAccounts(trx, id, "USDT");
        const adjustments = await houseAccount(trx, "USDT", "adjustments");
        await transfer(trx, {
          kind: "adjustment",
          code: "USDT",
          legs: [
            [adjustments, -dec(balance)],
            [accounts.available, dec(balance)],
          ],
        });
      });
      const { token } = await sandbox.app.services.sessions.issue(id, "email");
      return { id, token };
    },
    async balanceOf(userId) {
      const db = sandbox.db;
      return fmt((await walletBalances(db, await walletAccounts(db, userId, "USDT"))).available);
    },
  };
  return sandbox;
}
