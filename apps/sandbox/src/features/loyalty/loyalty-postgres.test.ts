/**
 * The loyalty programme's exactly-once rules on a real PostgreSQL server, where transactions do
 * run in parallel (PGlite has one connection and serialises them): parallel bets count every
 * star and pay a level-up reward once; parallel cashback and login reward claims credit once; the
 * ledger audit stays clean. Runs when SANDBOX_TEST_DATABASE_URL names an empty database; skipped
 * otherwise.
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
import { settleBet } from "../bets/pipeline.ts";
import { computeCashback } from "./cashback.ts";

const url = process.env.SANDBOX_TEST_DATABASE_URL;
const suite = url ? describe : describe.skip;

suite("loyalty on PostgreSQL", () => {
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

  async function player(balance: string): Promise<{ id: number; token: string }> {
    const body = newPlayer("pgloyal");
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
    const { token } = await app.services.sessions.issue(id, "email");
    return { id, token };
  }

  const balanceOf = async (userId: number) =>
    fmt((await walletBalances(db, await walletAccounts(db, userId, "USDT"))).available);

  const run = Date.now().toString(36);

  async function starsOf(userId: number): Promise<number> {
    const row = await db
      .selectFrom("vip_progress")
      .select("stars")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return row?.stars ?? 0;
  }

  async function waitForStars(userId: number, stars: number): Promise<void> {
    const start = Date.now();
    while ((await starsOf(userId)) < stars) {
      if (Date.now() - start > 10_000) throw new Error(`stars of ${userId} stuck`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const claim = (token: string, url: string) =>
    app.inject({ method: "POST", url, headers: { authorization: `Bearer ${token}` } });

  it("counts 20 parallel losing bets, pays the level-up once, then credits one of parallel claims (within the claim rate limit)", async () => {
    const p = await player("500");
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        settleBet(app.services, {
          userId: p.id,
          walletCode: "USDT",
          amount: dec("10"),
          gameId: 7,
          gameSlug: "pg-slot",
          roundId: `${run}-loyal-${i}`,
          source: "slot",
          externalId: `${run}-loyal-${i}`,
          payout: 0n,
        }),
      ),
    );
    await waitForStars(p.id, 200);
    expect(await starsOf(p.id)).toBe(200);
    const rewards = await db
      .selectFrom("loyalty_credits")
      .select(["kind", "key"])
      .where("user_id", "=", p.id)
      .execute();
    expect(rewards).toEqual([{ kind: "vip_level_reward", key: "level:1" }]);
    expect(await balanceOf(p.id)).toBe("301"); // 500 - 200 + 1

    // The day's cashback (computed as at tomorrow): 5% of 200 + 5% x 1% x 200 = 10.10.
    const computed = await computeCashback(app.services, Date.now() + 86_400_000);
    expect(computed?.created).toBeGreaterThanOrEqual(1);
    const cashback = await Promise.all(
      Array.from({ length: 5 }, () => claim(p.token, "/api/cashback/claim")),
    );
    expect(cashback.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
    expect(await balanceOf(p.id)).toBe("311.1");

    const login = await Promise.all(
      Array.from({ length: 4 }, () => claim(p.token, "/api/login-reward/claim")),
    );
    expect(login.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422]);
    expect(await balanceOf(p.id)).toBe("311.2");

    const audit = await auditLedger(db);
    expect(audit.mismatchedAccounts).toEqual([]);
    expect(audit.unbalancedTransfers).toEqual([]);
    for (const total of Object.values(audit.totals)) expect(dec(total)).toBe(0n);
  });
});
