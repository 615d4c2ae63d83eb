/**
 * The pipeline's concurrency on a real PostgreSQL server, where transactions do run in parallel
 * (PGlite has one connection and serialises them). Runs when SANDBOX_TEST_DATABASE_URL names an
 * empty database (e.g. `postgres://postgres@127.0.0.1:55433/bets`); skipped otherwise.
 */
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import { openDatabase } from "../../db/connection.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import type { Db } from "../../db/types.ts";
import { dec, fmt } from "../../lib/decimal.ts";
import {
  auditLedger,
  houseAccount,
  transfer,
  walletAccounts,
  walletBalances,
} from "../../lib/ledger.ts";
import { loadConfig } from "../../env.ts";
import { newPlayer } from "../../test/accounts.ts";
import { placeBet, rollbackBet, settleBet } from "./pipeline.ts";

const url = process.env.SANDBOX_TEST_DATABASE_URL;
const suite = url ? describe : describe.skip;

suite("on PostgreSQL", () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = (await openDatabase({ dataDir: "", databaseUrl: url })).db;
    await migrateToLatest(db);
    const base = loadConfig({});
    app = await buildApp({
      config: {
        ...base,
        logLevel: "silent",
        rateTickSeconds: 0,
        betFeedMs: 0,
        // Registrations are counted in the database, which outlives a run.
        rateLimits: { ...base.rateLimits, register: { max: 1_000_000, windowMs: 60_000 } },
      },
      db,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });

  async function player(balance: string): Promise<number> {
    const body = newPlayer("pgbets");
    const res = await app.inject({ method: "POST", url: "/api/register", payload: body });
    expect(res.statusCode).toBe(201);
    const { id } = await db
      .selectFrom("users")
      .select("id")
      .where("username", "=", body.username)
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
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
    return id;
  }

  const balanceOf = async (userId: number) =>
    fmt((await walletBalances(db, await walletAccounts(db, userId, "USDT"))).available);

  // Ids unique per run: the database may keep earlier runs.
  const run = Date.now().toString(36);
  const bet = (userId: number, roundId: string, externalId: string, amount: string) => ({
    userId,
    walletCode: "USDT",
    amount: dec(amount),
    gameId: 7,
    gameSlug: "pg-slot",
    roundId: `${run}-${roundId}`,
    source: "slot" as const,
    externalId: `${run}-${externalId}`,
  });

  it("charges 10 concurrent retries of one bet once", async () => {
    const id = await player("100");
    const results = await Promise.all(
      Array.from({ length: 10 }, () => placeBet(app.services, bet(id, "pg-r1", "pg-b1", "7"))),
    );
    expect(new Set(results.map((r) => r.transaction.id)).size).toBe(1);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await balanceOf(id)).toBe("93");
  });

  it("never takes a balance below zero under 20 concurrent different bets", async () => {
    const id = await player("50");
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        settleBet(app.services, { ...bet(id, `pg-many-${i}`, `pg-many-b${i}`, "5"), payout: 0n }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(
      results.every(
        (r) =>
          r.status === "fulfilled" ||
          (r.reason as { code?: string }).code === "insufficient_balance",
      ),
    ).toBe(true);
    expect(await balanceOf(id)).toBe("0");
  });

  it("races a bet and its rollback: either the bet is refused or it is refunded, never both lost", async () => {
    const id = await player("40");
    for (let i = 0; i < 10; i++) {
      await Promise.allSettled([
        placeBet(app.services, bet(id, `pg-race-${i}`, `pg-race-b${i}`, "4")),
        rollbackBet(app.services, {
          userId: id,
          source: "slot",
          externalId: `${run}-pg-race-rb${i}`,
          betExternalId: `${run}-pg-race-b${i}`,
        }),
      ]);
    }
    expect(await balanceOf(id)).toBe("40");
    const audit = await auditLedger(db);
    expect(audit.mismatchedAccounts).toEqual([]);
    expect(audit.unbalancedTransfers).toEqual([]);
    for (const total of Object.values(audit.totals)) expect(dec(total)).toBe(0n);
  });
});
