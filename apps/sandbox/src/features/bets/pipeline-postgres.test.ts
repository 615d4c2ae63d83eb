/**
 * The pipeline's concurrency on a real PostgreSQL server, where transactions do run in parallel
 * (PGlite has one connection and serialises them). Runs when SANDBOX_TEST_DATABASE_URL names an
 * empty database (e.g. `postgres://postgres@127.0.0.1:55433/bets`); skipped otherwise.
 */
import { dec } from "@casino/rules";
import { auditLedger } from "../../lib/ledger.ts";
import { placeBet, rollbackBet, settleBet } from "./pipeline.ts";
import { describeOnPostgres, postgresSandbox } from "../../test/postgres.ts";

describeOnPostgres("on PostgreSQL", () => {
  const pg = postgresSandbox({ prefix: "pgbets" });
  const player = async (balance: string) => (await pg.player(balance)).id;
  const balanceOf = (userId: number) => pg.balanceOf(userId);

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
      Array.from({ length: 10 }, () => placeBet(pg.app.services, bet(id, "pg-r1", "pg-b1", "7"))),
    );
    expect(new Set(results.map((r) => r.transaction.id)).size).toBe(1);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await balanceOf(id)).toBe("93");
  });

  it("never takes a balance below zero under 20 concurrent different bets", async () => {
    const id = await player("50");
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        settleBet(pg.app.services, {
          ...bet(id, `pg-many-${i}`, `pg-many-b${i}`, "5"),
          payout: 0n,
        }),
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
        placeBet(pg.app.services, bet(id, `pg-race-${i}`, `pg-race-b${i}`, "4")),
        rollbackBet(pg.app.services, {
          userId: id,
          source: "slot",
          externalId: `${run}-pg-race-rb${i}`,
          betExternalId: `${run}-pg-race-b${i}`,
        }),
      ]);
    }
    expect(await balanceOf(id)).toBe("40");
    const audit = await auditLedger(pg.db);
    expect(audit.mismatchedAccounts).toEqual([]);
    expect(audit.unbalancedTransfers).toEqual([]);
    for (const total of Object.values(audit.totals)) expect(dec(total)).toBe(0n);
  });
});
