/**
 * Competitions under real parallelism (PostgreSQL; PGlite serialises transactions): eight players
 * reach a challenge's target at once and only its two winners are paid; ten concurrent claims of
 * a prize credit it once; five concurrent runs of the finishing job finish a tournament once.
 * Runs when SANDBOX_TEST_DATABASE_URL names a database (e.g.
 * `postgres://postgres@127.0.0.1:55433/competitions`); skipped otherwise.
 */
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import { openDatabase } from "../../db/connection.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { seed } from "../../db/seed.ts";
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
import { createChallenge } from "../challenges/challenges.ts";
import { claimPrize } from "../prizes/prizes.ts";
import { createTournament, finishDueTournaments } from "./tournaments.ts";

const url = process.env.SANDBOX_TEST_DATABASE_URL;
const suite = url ? describe : describe.skip;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

suite("competitions on PostgreSQL", () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = (await openDatabase({ dataDir: "", databaseUrl: url })).db;
    await migrateToLatest(db);
    await seed(db);
    const base = loadConfig({});
    app = await buildApp({
      config: {
        ...base,
        logLevel: "silent",
        rateTickSeconds: 0,
        betFeedMs: 0,
        jobIntervalMs: 200,
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
    const body = newPlayer("pgcomp");
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
  const run = Date.now().toString(36);
  const cash = (amount: string) => ({
    prize_type: "cash" as const,
    prize_amount: amount,
    prize_currency: "USDT",
    free_spins_count: null,
    free_spins_game_id: null,
  });

  async function diceWin(userId: number, key: string) {
    const dice = await db
      .selectFrom("games")
      .select(["id", "slug"])
      .where("slug", "=", "dice")
      .executeTakeFirstOrThrow();
    return settleBet(app.services, {
      userId,
      walletCode: "USDT",
      amount: dec("1"),
      payout: dec("2"),
      multiplier: dec("2"),
      gameId: dice.id,
      gameSlug: dice.slug,
      roundId: `${run}-${key}`,
      source: "original",
      externalId: `${run}-${key}`,
    });
  }

  async function until(check: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 200; i += 1) {
      if (await check()) return;
      await sleep(50);
    }
    throw new Error("timed out");
  }

  it("pays only the first two of eight simultaneous winners, and a prize once", async () => {
    const dice = await db
      .selectFrom("games")
      .select("id")
      .where("slug", "=", "dice")
      .executeTakeFirstOrThrow();
    const challenge = await createChallenge(db, {
      title: `PG sprint ${run}`,
      gameId: dice.id,
      targetType: "multiplier",
      targetMultiplier: "1.5",
      minBetUsd: "0.5",
      prize: cash("4"),
      winnersLimit: 2,
      startsAt: new Date(Date.now() - 1000),
      endsAt: null,
      announcedAt: new Date(),
    });
    const players = await Promise.all(Array.from({ length: 8 }, () => player("10")));
    await Promise.all(players.map((id, i) => diceWin(id, `c${i}`)));
    await until(async () => {
      const row = await db
        .selectFrom("competition_bets")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("kind", "=", "challenge")
        .where("competition_id", "=", challenge.id)
        .executeTakeFirstOrThrow();
      return Number(row.count) === 8;
    });
    const after = await db
      .selectFrom("challenges")
      .select("winners_count")
      .where("id", "=", challenge.id)
      .executeTakeFirstOrThrow();
    expect(after.winners_count).toBe(2);
    const prizes = await db
      .selectFrom("prizes")
      .selectAll()
      .where("source", "=", "challenge")
      .where("source_id", "=", challenge.id)
      .execute();
    expect(prizes).toHaveLength(2);

    const prize = prizes[0]!;
    const before = await balanceOf(prize.user_id);
    const claims = await Promise.allSettled(
      Array.from({ length: 10 }, () => claimPrize(app.services, prize.user_id, prize.id)),
    );
    expect(claims.filter((c) => c.status === "fulfilled")).toHaveLength(1);
    expect(await balanceOf(prize.user_id)).toBe(fmt(dec(before) + dec("4")));
  });

  it("finishes a tournament once under five concurrent jobs", async () => {
    const dice = await db
      .selectFrom("games")
      .select("id")
      .where("slug", "=", "dice")
      .executeTakeFirstOrThrow();
    const ends = Date.now() + 2500;
    const tournament = await createTournament(db, {
      slug: `pg-cup-${run}`,
      title: "PG Cup",
      scope: "single_games",
      scopeIds: [dice.id],
      rankingRule: "wagering_point",
      minBetUsd: "0.5",
      prizeCurrency: "USDT",
      prizes: [{ rankFrom: 1, rankTo: 3, value: cash("2") }],
      startsAt: new Date(Date.now() - 1000),
      endsAt: new Date(ends),
      announcedAt: new Date(),
    });
    const players = await Promise.all(Array.from({ length: 5 }, () => player("10")));
    await Promise.all(players.map((id, i) => diceWin(id, `t${i}`)));
    await until(async () => {
      const row = await db
        .selectFrom("tournament_entries")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("tournament_id", "=", tournament.id)
        .executeTakeFirstOrThrow();
      return Number(row.count) === 5;
    });
    await sleep(Math.max(0, ends - Date.now()) + 50);
    const finished = await Promise.all(
      Array.from({ length: 5 }, () => finishDueTournaments(app.services, new Date())),
    );
    expect(finished.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    const prizes = await db
      .selectFrom("prizes")
      .select("user_id")
      .where("source", "=", "tournament")
      .where("source_id", "=", tournament.id)
      .execute();
    expect(prizes).toHaveLength(3);
    const notes = await db
      .selectFrom("notifications")
      .select("user_id")
      .where("type", "=", "tournament")
      .where(
        "user_id",
        "in",
        prizes.map((p) => p.user_id),
      )
      .execute();
    expect(notes).toHaveLength(3);
    const audit = await auditLedger(db);
    expect(audit.mismatchedAccounts).toEqual([]);
    expect(audit.unbalancedTransfers).toEqual([]);
  });
});
