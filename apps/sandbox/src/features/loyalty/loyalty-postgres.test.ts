/**
 * The loyalty programme's exactly-once rules on a real PostgreSQL server, where transactions do
 * run in parallel (PGlite has one connection and serialises them): parallel bets count every
 * star and pay a level-up reward once; parallel cashback and login reward claims credit once; the
 * ledger audit stays clean. Runs when SANDBOX_TEST_DATABASE_URL names an empty database; skipped
 * otherwise.
 */
import { dec } from "@casino/rules";
import { auditLedger } from "../../lib/ledger.ts";
import { settleBet } from "../bets/pipeline.ts";
import { computeCashback } from "./cashback.ts";
import { describeOnPostgres, postgresSandbox } from "../../test/postgres.ts";

describeOnPostgres("loyalty on PostgreSQL", () => {
  const pg = postgresSandbox({ prefix: "pgloyal" });
  const player = (balance: string) => pg.player(balance);
  const balanceOf = (userId: number) => pg.balanceOf(userId);

  const run = Date.now().toString(36);

  async function starsOf(userId: number): Promise<number> {
    const row = await pg.db
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
    pg.app.inject({ method: "POST", url, headers: { authorization: `Bearer ${token}` } });

  it("counts 20 parallel losing bets, pays the level-up once, then credits one of parallel claims (within the claim rate limit)", async () => {
    const p = await player("500");
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        settleBet(pg.app.services, {
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
    const rewards = await pg.db
      .selectFrom("loyalty_credits")
      .select(["kind", "key"])
      .where("user_id", "=", p.id)
      .execute();
    expect(rewards).toEqual([{ kind: "vip_level_reward", key: "level:1" }]);
    expect(await balanceOf(p.id)).toBe("301"); // 500 - 200 + 1

    // The week's cashback (level 1 is weekly; computed as at a week later): 5% of 200 + 5% x 1% x
    // 200 = 10.10.
    const computed = await computeCashback(pg.app.services, Date.now() + 7 * 86_400_000);
    expect(computed.find((run) => run.kind === "weekly")?.created).toBeGreaterThanOrEqual(1);
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

    const audit = await auditLedger(pg.db);
    expect(audit.mismatchedAccounts).toEqual([]);
    expect(audit.unbalancedTransfers).toEqual([]);
    for (const total of Object.values(audit.totals)) expect(dec(total)).toBe(0n);
  });
});
