/**
 * Competitions under real parallelism (PostgreSQL; PGlite serialises transactions): eight players
 * reach a challenge's target at once and only its two winners are paid; ten concurrent claims of
 * a prize credit it once; five concurrent runs of the finishing job finish a tournament once.
 * Runs when SANDBOX_TEST_DATABASE_URL names a database (e.g.
 * `postgres://postgres@127.0.0.1:55433/competitions`); skipped otherwise.
 */
import { dec, fmt } from "@casino/rules";
import { auditLedger } from "../../lib/ledger.ts";
import { settleBet } from "../bets/pipeline.ts";
import { createChallenge } from "../challenges/index.ts";
import { cashPrize, claimPrize } from "../prizes/prizes.ts";
import { finishDueTournaments } from "./jobs.ts";
import { diceGame, endingDiceCup, tournamentNotices } from "../../test/competitions.ts";
import { describeOnPostgres, postgresSandbox } from "../../test/postgres.ts";
import { concurrently, pollUntil, sleep } from "../../test/polling.ts";

describeOnPostgres("competitions on PostgreSQL", () => {
  const pg = postgresSandbox({ prefix: "pgcomp", seed: true, config: { jobIntervalMs: 200 } });
  const player = async (balance: string) => (await pg.player(balance)).id;
  const balanceOf = (userId: number) => pg.balanceOf(userId);
  const run = Date.now().toString(36);

  async function diceWin(userId: number, key: string) {
    const dice = await diceGame(pg.db);
    return settleBet(pg.app.services, {
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

  const until = (check: () => Promise<boolean>) => pollUntil(check, (ok) => ok, { tries: 200 });

  it("pays only the first two of eight simultaneous winners, and a prize once", async () => {
    const dice = await diceGame(pg.db);
    const challenge = await createChallenge(pg.db, {
      title: `PG sprint ${run}`,
      gameId: dice.id,
      targetType: "multiplier",
      targetMultiplier: "1.5",
      minBetUsd: "0.5",
      prize: cashPrize("4"),
      winnersLimit: 2,
      startsAt: new Date(Date.now() - 1000),
      endsAt: null,
      announcedAt: new Date(),
    });
    const players = await concurrently(8, () => player("10"));
    await Promise.all(players.map((id, i) => diceWin(id, `c${i}`)));
    await until(async () => {
      const row = await pg.db
        .selectFrom("competition_bets")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("kind", "=", "challenge")
        .where("competition_id", "=", challenge.id)
        .executeTakeFirstOrThrow();
      return Number(row.count) === 8;
    });
    const after = await pg.db
      .selectFrom("challenges")
      .select("winners_count")
      .where("id", "=", challenge.id)
      .executeTakeFirstOrThrow();
    expect(after.winners_count).toBe(2);
    const prizes = await pg.db
      .selectFrom("prizes")
      .selectAll()
      .where("source", "=", "challenge")
      .where("source_id", "=", challenge.id)
      .execute();
    expect(prizes).toHaveLength(2);

    const prize = prizes[0]!;
    const before = await balanceOf(prize.user_id);
    const claims = await Promise.allSettled(
      Array.from({ length: 10 }, () => claimPrize(pg.app.services, prize.user_id, prize.id)),
    );
    expect(claims.filter((c) => c.status === "fulfilled")).toHaveLength(1);
    expect(await balanceOf(prize.user_id)).toBe(fmt(dec(before) + dec("4")));
  });

  it("finishes a tournament once under five concurrent jobs", async () => {
    // The players first: their bets must settle before the end, even on a loaded machine.
    const players = await concurrently(5, () => player("10"));
    const ends = Date.now() + 4_000;
    const tournament = await endingDiceCup(pg.db, `pg-cup-${run}`, "PG Cup", ends);
    await Promise.all(players.map((id, i) => diceWin(id, `t${i}`)));
    await until(async () => {
      const row = await pg.db
        .selectFrom("tournament_entries")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("tournament_id", "=", tournament.id)
        .executeTakeFirstOrThrow();
      return Number(row.count) === 5;
    });
    await sleep(Math.max(0, ends - Date.now()) + 50);
    const finished = await concurrently(5, () => finishDueTournaments(pg.app.services, new Date()));
    expect(finished.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    const prizes = await pg.db
      .selectFrom("prizes")
      .select("user_id")
      .where("source", "=", "tournament")
      .where("source_id", "=", tournament.id)
      .execute();
    expect(prizes).toHaveLength(3);
    // The job runner of the app may be the finisher: its notices follow its commit.
    const notesOf = () =>
      tournamentNotices(
        pg.db,
        prizes.map((p) => p.user_id),
      );
    await until(async () => (await notesOf()).length >= 3);
    expect(await notesOf()).toHaveLength(3);
    const audit = await auditLedger(pg.db);
    expect(audit.mismatchedAccounts).toEqual([]);
    expect(audit.unbalancedTransfers).toEqual([]);
  });
});
