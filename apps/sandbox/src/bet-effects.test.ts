/**
 * The durable listeners of a settled round in one transaction (./bet-effects.ts, `applyBetEffects` of features/bets/durable.ts):
 * all their `bet_effects` rows and effects commit together or not at all, each applies once
 * whatever the deliveries, and what one listener does after the commit runs only once it
 * committed.
 */
import { signedInPlayer } from "./test/accounts.ts";
import { useSandbox } from "./test/harness.ts";
import { loyaltyBetEffect } from "./features/loyalty/vip.ts";
import { referralStep } from "./features/referral/referrals.ts";
import { applyBetEffects } from "./features/bets/durable.ts";
import type { BetEffect } from "./lib/events.ts";
import { betEffects } from "./bet-effects.ts";
import { betSettledPayload } from "./features/bets/pipeline.ts";
import { dec } from "@casino/rules";

const sandbox = useSandbox({ jobIntervalMs: 0 });

/** A settled 2 USDT dice round whose `betSettled` was never raised (written straight in). */
async function lostRound(userId: number, n: number) {
  const dice = await sandbox.db
    .selectFrom("games")
    .select(["id", "slug"])
    .where("slug", "=", "dice")
    .executeTakeFirstOrThrow();
  const at = new Date(sandbox.clock.now());
  const round = await sandbox.db
    .insertInto("game_rounds")
    .values({
      user_id: userId,
      source: "original",
      round_id: `effects-${userId}-${n}`,
      game_id: dice.id,
      game_slug: dice.slug,
      code: "USDT",
      stake: "2",
      payout: "0",
      multiplier: "0",
      stake_usd: "2",
      payout_usd: "0",
      status: "settled",
      seed_pair_id: null,
      nonce: null,
      params: null,
      outcome: null,
      created_at: at,
      settled_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return betSettledPayload(round);
}

const marks = async (betId: number) =>
  (
    await sandbox.db
      .selectFrom("bet_effects")
      .select(["listener", "processed_at"])
      .where("bet_id", "=", betId)
      .orderBy("listener")
      .execute()
  ).map((row) => ({ listener: row.listener, at: row.processed_at.getTime() }));

const counted = async (betId: number) =>
  Boolean(
    await sandbox.db
      .selectFrom("loyalty_bets")
      .select("bet_id")
      .where("bet_id", "=", betId)
      .executeTakeFirst(),
  );

it("rolls back every listener's mark and effect together when one fails", async () => {
  const player = await signedInPlayer(sandbox, "effectsfail");
  const me = await sandbox.call("GET", "/api/user/information", { token: player.token });
  const event = await lostRound(me.body.data.id as number, 1);
  let afterCommit = 0;
  const counting: BetEffect = async (...args) => {
    await loyaltyBetEffect(referralStep)(...args);
    return async () => {
      afterCommit += 1;
    };
  };
  const failing: BetEffect = () => Promise.reject(new Error("listener down"));
  await expect(
    applyBetEffects(sandbox.app.services, event, [
      ["loyalty", counting],
      ["challenges", failing],
    ]),
  ).rejects.toThrow("listener down");
  // Nothing stayed: no mark (the catch-up replays the round), no stars, nothing announced.
  expect(await marks(event.betId)).toEqual([]);
  expect(await counted(event.betId)).toBe(false);
  expect(afterCommit).toBe(0);
});

it("applies every listener once in one transaction, whatever the deliveries", async () => {
  const player = await signedInPlayer(sandbox, "effectsonce");
  const me = await sandbox.call("GET", "/api/user/information", { token: player.token });
  const event = await lostRound(me.body.data.id as number, 2);
  const services = sandbox.app.services;
  // Two deliveries at once (the live one and a catch-up, say): the rows decide, one applies.
  const [first, second] = await Promise.all([
    applyBetEffects(services, event, betEffects),
    applyBetEffects(services, event, betEffects),
  ]);
  expect([...first, ...second].sort()).toEqual(["bonuses", "challenges", "loyalty", "tournaments"]);
  expect(first.length === 0 || second.length === 0).toBe(true);
  const rows = await marks(event.betId);
  expect(rows.map((row) => row.listener)).toEqual([
    "bonuses",
    "challenges",
    "loyalty",
    "tournaments",
  ]);
  // One insert in one transaction: one time for all four.
  expect(new Set(rows.map((row) => row.at)).size).toBe(1);
  expect(await counted(event.betId)).toBe(true);
  expect(await applyBetEffects(services, event, betEffects)).toEqual([]);
  // Counted once: the player's lifetime wager is the one 2 USD stake.
  const progress = await sandbox.db
    .selectFrom("vip_progress")
    .select("wagered_usd")
    .where("user_id", "=", event.userId)
    .executeTakeFirstOrThrow();
  expect(dec(progress.wagered_usd)).toBe(dec(2));
});
