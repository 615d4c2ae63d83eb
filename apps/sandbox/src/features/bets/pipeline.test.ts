/**
 * The bet pipeline: idempotency by (source, external id) under sequential and concurrent
 * retries, rollback of an unknown bet refusing the later bet, insufficient balance, a one-shot
 * round decided inside its transaction, and the ledger still balanced after bets, wins and
 * rollbacks.
 */
import type { BetSettled } from "../../lib/events.ts";
import { dec, fmt } from "@casino/rules";
import { auditLedger } from "../../lib/ledger.ts";
import { startSandbox, type Sandbox } from "../../test/harness.ts";
import { loyaltyCredits } from "../../test/loyalty.ts";
import { fundedPlayer, usdtBalance } from "../../test/play.ts";
import { creditWin, placeBet, rollbackBet, settleBet, settleRound } from "./pipeline.ts";

let sandbox: Sandbox;
const settled: BetSettled[] = [];
beforeAll(async () => {
  sandbox = await startSandbox();
  sandbox.app.services.events.on("betSettled", (event) => settled.push(event));
});
afterAll(() => sandbox.close());

const game = { gameId: 101, gameSlug: "demo-slot" };

function bet(userId: number, roundId: string, externalId: string, amount: string) {
  return {
    ...game,
    userId,
    walletCode: "USDT",
    amount: dec(amount),
    roundId,
    source: "slot" as const,
    externalId,
  };
}

it("charges a bet once however often it is retried, sequentially or concurrently", async () => {
  const p = await fundedPlayer(sandbox, "pipeidem", "100");
  const services = sandbox.app.services;
  const first = await placeBet(services, bet(p.id, "r-idem-1", "b-idem-1", "10"));
  const again = await placeBet(services, bet(p.id, "r-idem-1", "b-idem-1", "10"));
  expect(first.duplicate).toBe(false);
  expect(again).toMatchObject({ duplicate: true, transaction: { id: first.transaction.id } });
  expect(await usdtBalance(sandbox, p.token)).toBe("90");

  const results = await Promise.allSettled(
    Array.from({ length: 10 }, () => placeBet(services, bet(p.id, "r-idem-2", "b-idem-2", "7"))),
  );
  expect(results.every((r) => r.status === "fulfilled")).toBe(true);
  const rows = results.map((r) => r as PromiseFulfilledResult<{ transaction: { id: number } }>);
  expect(new Set(rows.map((r) => r.value.transaction.id)).size).toBe(1);
  expect(await usdtBalance(sandbox, p.token)).toBe("83");
  const count = await sandbox.db
    .selectFrom("game_transactions")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("external_id", "=", "b-idem-2")
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(1);
});

it("records a rollback of an unknown bet and refuses that bet when it arrives later", async () => {
  const p = await fundedPlayer(sandbox, "piperoll", "50");
  const services = sandbox.app.services;
  const rollback = await rollbackBet(services, {
    userId: p.id,
    source: "slot",
    externalId: "rb-ghost",
    betExternalId: "b-ghost",
  });
  expect(rollback.transaction).toMatchObject({ type: "game_rollback", amount: expect.any(String) });
  await expect(placeBet(services, bet(p.id, "r-ghost", "b-ghost", "5"))).rejects.toMatchObject({
    status: 422,
    code: "bet_refused",
  });
  expect(await usdtBalance(sandbox, p.token)).toBe("50");

  // A known bet rolled back is refunded once, even when the rollback is retried.
  await placeBet(services, bet(p.id, "r-real", "b-real", "20"));
  expect(await usdtBalance(sandbox, p.token)).toBe("30");
  const retries = await Promise.all(
    Array.from({ length: 5 }, () =>
      rollbackBet(services, {
        userId: p.id,
        source: "slot",
        externalId: "rb-real",
        betExternalId: "b-real",
      }),
    ),
  );
  expect(retries.filter((r) => !r.duplicate)).toHaveLength(1);
  expect(await usdtBalance(sandbox, p.token)).toBe("50");
});

it("refuses a bet above the balance and leaves the balance untouched", async () => {
  const p = await fundedPlayer(sandbox, "pipepoor", "5");
  await expect(
    placeBet(sandbox.app.services, bet(p.id, "r-poor", "b-poor", "5.000001")),
  ).rejects.toMatchObject({ status: 422, code: "insufficient_balance" });
  expect(await usdtBalance(sandbox, p.token)).toBe("5");
  // The refused bet left no trace to replay.
  const row = await sandbox.db
    .selectFrom("game_transactions")
    .select("id")
    .where("external_id", "=", "b-poor")
    .executeTakeFirst();
  expect(row).toBeUndefined();
});

it("settles a round once with stake, payout and multiplier, and raises betSettled", async () => {
  const p = await fundedPlayer(sandbox, "pipesettle", "100");
  const services = sandbox.app.services;
  await placeBet(services, bet(p.id, "r-settle", "b-s1", "4"));
  await placeBet(services, bet(p.id, "r-settle", "b-s2", "6"));
  await creditWin(services, { ...bet(p.id, "r-settle", "w-s1", "25"), betExternalId: "b-s1" });
  const round = await settleRound(services, { userId: p.id, source: "slot", roundId: "r-settle" });
  await settleRound(services, { userId: p.id, source: "slot", roundId: "r-settle" });
  expect(round).toMatchObject({ status: "settled", multiplier: "2.50000000" });
  expect(settled.filter((e) => e.roundId === "r-settle")).toEqual([
    expect.objectContaining({ userId: p.id, stake: "10", payout: "25", multiplier: "2.5" }),
  ]);
  expect(await usdtBalance(sandbox, p.token)).toBe("115");
  await expect(placeBet(services, bet(p.id, "r-settle", "b-s3", "1"))).rejects.toMatchObject({
    code: "round_closed",
  });
});

it("plays a one-shot round decided inside its transaction, and undoes the decision's writes when the stake is refused", async () => {
  const p = await fundedPlayer(sandbox, "pipedecide", "10");
  const services = sandbox.app.services;
  const decided = (key: string, amount: string) =>
    settleBet(services, async ({ trx, now }) => {
      await trx.insertInto("sandbox_meta").values({ key, value: now.toISOString() }).execute();
      return { ...bet(p.id, `r-${key}`, `b-${key}`, amount), payout: dec("3") };
    });
  const round = await decided("decide-won", "2");
  expect(round).toMatchObject({ status: "settled", stake: expect.any(String) });
  expect(fmt(dec(round.payout))).toBe("3");
  expect(await usdtBalance(sandbox, p.token)).toBe("11");
  await expect(decided("decide-refused", "50")).rejects.toMatchObject({
    code: "insufficient_balance",
  });
  const meta = await sandbox.db
    .selectFrom("sandbox_meta")
    .select("key")
    .where("key", "in", ["decide-won", "decide-refused"])
    .execute();
  expect(meta.map((row) => row.key)).toEqual(["decide-won"]);
  expect(await usdtBalance(sandbox, p.token)).toBe("11");
});

it("keeps the ledger balanced after a random sequence of bets, wins and rollbacks", async () => {
  const p = await fundedPlayer(sandbox, "pipeaudit", "1000");
  const services = sandbox.app.services;
  let expected = dec("1000");
  for (let i = 0; i < 30; i++) {
    const stake = dec(String(1 + (i % 7)));
    const payout = i % 3 === 0 ? stake * 2n : 0n;
    await settleBet(services, {
      ...bet(p.id, `r-audit-${i}`, `b-audit-${i}`, fmt(stake)),
      payout,
    });
    expected += payout - stake;
    if (i % 5 === 0) {
      await placeBet(services, bet(p.id, `r-audit-open-${i}`, `b-audit-open-${i}`, "3"));
      await rollbackBet(services, {
        userId: p.id,
        source: "slot",
        externalId: `rb-audit-${i}`,
        betExternalId: `b-audit-open-${i}`,
      });
    }
  }
  // The loyalty programme pays a level-up reward once the wager reaches 100 USD (docs/vip.md).
  expected += await loyaltyCredits(sandbox, p.id);
  expect(await usdtBalance(sandbox, p.token)).toBe(fmt(expected));
  const audit = await auditLedger(sandbox.db);
  expect(audit.mismatchedAccounts).toEqual([]);
  expect(audit.unbalancedTransfers).toEqual([]);
  for (const total of Object.values(audit.totals)) expect(dec(total)).toBe(0n);
});
