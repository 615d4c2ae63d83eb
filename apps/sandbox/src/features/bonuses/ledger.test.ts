/**
 * Conservation over bonus money: a random (seeded, replayable) sequence of codes redeemed and
 * claimed, deposits, dice bets paid by real or bonus money, cancels and expiries; then the ledger
 * audit is clean, the house `promotions` account holds exactly what was credited minus what was
 * forfeited, no bonus money is left once no bonus is active, and each player's real plus bonus
 * money is exactly what a model of the same operations says.
 */
import type { BonusType } from "../../db/types.ts";
import { dec, fmt, sum } from "@casino/rules";
import { auditLedger } from "../../lib/ledger.ts";
import { useSandbox } from "../../test/harness.ts";
import { loyaltyCredits } from "../../test/loyalty.ts";
import { fundedPlayer } from "../../test/play.ts";
import { expireBonuses } from "./jobs.ts";
import { bonusBalance } from "./ledger.ts";

const sandbox = useSandbox();

/** mulberry32: a failure can be replayed from its seed. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

it("keeps real and bonus money conserved through a random sequence of bonus play", async () => {
  const random = prng(1414);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const players = await Promise.all(
    ["conserva", "conservb", "conservc"].map((prefix) => fundedPlayer(sandbox, prefix, "1")),
  );
  const types: BonusType[] = ["non_deposit_bonus", "cash_back_bonus", "deposit_bonus_offer"];
  const offers = [];
  for (const [i, type] of types.entries())
    offers.push(
      await sandbox.db
        .insertInto("bonus_offers")
        .values({
          name: `Conservation ${type}`,
          description: null,
          type,
          code: `CONSERVE${i}`,
          entity_wallet_code: "USDT",
          amount: "15",
          deposit_match_percent: type === "deposit_bonus_offer" ? "100" : null,
          min_deposit: type === "deposit_bonus_offer" ? "5" : null,
          max_bet: "8",
          wagering_multiplier: ["1", "0.2", "0.5"][i]!,
          min_balance: "0.5",
          max_per_player: 50,
          wager_days: 7,
          // The originals count fully here, so that some bonuses complete.
          contributions: JSON.stringify({ provably_fair: 100 }),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  const deposits = new Map<number, bigint>(players.map((p) => [p.id, 0n]));
  const counts: Record<string, number> = {};
  let later = 0;

  for (let step = 0; step < 100; step += 1) {
    const p = pick(players);
    const call = (method: string, path: string, body?: object) =>
      sandbox.call(method, path, { token: p.token, ...(body ? { body } : {}) });
    const action = pick([
      ...["redeem", "redeem", "deposit", "cancel", "expire"],
      ...["bet", "bet", "bet", "bet", "bet", "bet", "bet"],
    ]);
    counts[action] = (counts[action] ?? 0) + 1;
    if (action === "redeem") {
      const redeemed = await call("POST", "/api/bonuses/redeem", { code: pick(offers).code });
      if (redeemed.status === 200)
        await call("POST", `/api/bonuses/${redeemed.body.data.id}/claim`);
    } else if (action === "bet") {
      const amount = fmt(dec(pick(["0.5", "1", "2.5", "5", "8"])));
      const over = random() < 0.5;
      const bet = await call("POST", "/api/originals/dice/bet", {
        entity_wallet_code: "USDT",
        amount,
        target: pick([10, 50, 90]),
        condition: over ? "over" : "under",
      });
      if (bet.status === 201) counts["placed"] = (counts["placed"] ?? 0) + 1;
    } else if (action === "deposit") {
      const amount = pick(["3", "10", "25"]);
      const made = await sandbox.call("POST", "/dev/deposits", {
        body: { user_id: p.id, entity_wallet_code: "USDT", amount, confirm_after_seconds: 0 },
      });
      expect(made.status).toBe(201);
      deposits.set(p.id, deposits.get(p.id)! + dec(amount));
    } else if (action === "cancel") {
      const open = (await call("GET", "/api/bonuses?tab=active")).body.data.data as {
        id: number;
      }[];
      if (open[0]) await call("POST", `/api/bonuses/${open[0].id}/cancel`);
    } else {
      // Three days on for the bonuses (the players' sessions keep the real clock).
      later += 3 * 86_400_000;
      await expireBonuses(sandbox.app.services, new Date(sandbox.clock.now() + later));
    }
  }
  // Let the last subscribers finish, then end every bonus and sweep what is left.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const end = new Date(sandbox.clock.now() + later + 40 * 86_400_000);
  await expireBonuses(sandbox.app.services, end);
  await expireBonuses(sandbox.app.services, end);

  expect(counts["placed"]).toBeGreaterThan(20);
  const bonuses = await sandbox.db.selectFrom("bonuses").selectAll().execute();
  expect(bonuses.filter((b) => b.status === "active")).toEqual([]);
  const credited = sum(bonuses.map((b) => dec(b.amount ?? "0")));
  const forfeited = sum(bonuses.map((b) => dec(b.forfeited ?? "0")));
  expect(credited).toBeGreaterThan(0n);
  for (const ended of ["completed", "busted"])
    expect(bonuses.some((b) => b.status === ended)).toBe(true);
  const rounds = await sandbox.db.selectFrom("game_rounds").selectAll().execute();
  expect(rounds.some((r) => r.bonus_id !== null)).toBe(true);
  expect(rounds.some((r) => r.bonus_id === null)).toBe(true);

  const audit = await auditLedger(sandbox.db);
  expect(audit.mismatchedAccounts).toEqual([]);
  expect(audit.unbalancedTransfers).toEqual([]);
  for (const total of Object.values(audit.totals)) expect(dec(total)).toBe(0n);
  const house = await sandbox.db
    .selectFrom("ledger_accounts")
    .select("balance")
    .where("wallet_id", "is", null)
    .where("code", "=", "USDT")
    .where("kind", "=", "promotions")
    .executeTakeFirstOrThrow();
  expect(fmt(dec(house.balance))).toBe(fmt(forfeited - credited));

  for (const p of players) {
    expect(fmt(await bonusBalance(sandbox.db, p.id, "USDT"))).toBe("0");
    const mine = bonuses.filter((b) => b.user_id === p.id);
    const played = rounds.filter((r) => r.user_id === p.id);
    const expected =
      dec("1") +
      deposits.get(p.id)! +
      sum(mine.map((b) => dec(b.amount ?? "0") - dec(b.forfeited ?? "0"))) +
      sum(played.map((r) => dec(r.payout) - dec(r.stake))) +
      // The loyalty programme's rewards for the wagering (level-ups: docs/vip.md).
      (await loyaltyCredits(sandbox, p.id));
    const wallets = (await sandbox.call("GET", "/api/wallets/user-wallets", { token: p.token }))
      .body.data as { entity_wallet_code: string; balance: string }[];
    const usdt = wallets.find((w) => w.entity_wallet_code === "USDT")!;
    expect({ player: p.id, balance: fmt(dec(usdt.balance)) }).toEqual({
      player: p.id,
      balance: fmt(expected),
    });
  }
}, 120_000);
