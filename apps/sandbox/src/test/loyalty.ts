/**
 * Test helper for features whose players wager enough to earn loyalty rewards (docs/vip.md):
 * the loyalty programme counts settled bets asynchronously, after they commit.
 */
import { dec, type Dec } from "@casino/rules";
import type { Sandbox } from "./harness.ts";

/**
 * Waits until the loyalty programme has counted every settled bet of the player, then returns
 * what it credited them in `code` (level-up, cashback, login and referral rewards).
 */
export async function loyaltyCredits(
  sandbox: Sandbox,
  userId: number,
  code = "USDT",
): Promise<Dec> {
  let done = false;
  const check = async () => {
    const settled = await sandbox.db
      .selectFrom("game_rounds")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("user_id", "=", userId)
      .where("status", "=", "settled")
      .executeTakeFirstOrThrow();
    // Every settled round is marked once the listener processed it (counted or not: bonus money).
    const counted = await sandbox.db
      .selectFrom("bet_effects as e")
      .innerJoin("game_rounds as r", "r.id", "e.bet_id")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("e.listener", "=", "loyalty")
      .where("r.user_id", "=", userId)
      .executeTakeFirstOrThrow();
    done = Number(counted.n) >= Number(settled.n);
  };
  const start = Date.now();
  for (await check(); !done; await check()) {
    if (Date.now() - start > 5_000) throw new Error(`loyalty did not count the bets of ${userId}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const rows = await sandbox.db
    .selectFrom("loyalty_credits")
    .select("amount")
    .where("user_id", "=", userId)
    .where("code", "=", code)
    .execute();
  return rows.reduce((total, row) => total + dec(row.amount), 0n);
}
