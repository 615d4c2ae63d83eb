/**
 * The daily login reward (docs/vip.md): once per UTC day a player of VIP level 1 or more claims
 * the reward of their level (USD, paid in the selected coin). The day's `login_rewards` row is
 * inserted with `ON CONFLICT DO NOTHING` in the transaction that credits, so of two concurrent
 * claims one credits and the other is refused.
 */
import { dec } from "@casino/rules";
import { unprocessable } from "../../lib/errors.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import type { Services } from "../../services.ts";
import { utcDay } from "../auth/index.ts";
import { announceCredit, creditOnce, selectedCoin, usdIn } from "./credit.ts";
import { levelOf } from "./rules.ts";
import { vipProgress } from "./vip.ts";

/** The start of the UTC day after `ms`. */
export function nextUtcDay(ms: number): Date {
  const next = new Date(`${utcDay(ms)}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * Claims today's login reward.
 * @throws ApiError 422 `bonus_not_available` below level 1, `bonus_already_claimed` when claimed today
 */
export async function claimLoginReward(
  services: Services,
  userId: number,
): Promise<Schemas["LoginRewardClaim"]> {
  const { db } = services;
  const now = services.clock.now();
  const at = new Date(now);
  const day = utcDay(now);
  const reward = levelOf((await vipProgress(db, userId)).level).loginReward;
  if (!reward) throw unprocessable("bonus_not_available");
  const credit = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("login_rewards")
      .values({ user_id: userId, day, claimed_at: at })
      .onConflict((oc) => oc.columns(["user_id", "day"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!claimed) return undefined;
    const code = await selectedCoin(trx, userId);
    const usd = dec(reward);
    return creditOnce(trx, {
      userId,
      kind: "login_reward",
      key: day,
      code,
      amount: await usdIn(trx, code, usd),
      amountUsd: usd,
      at,
    });
  });
  if (!credit) throw unprocessable("bonus_already_claimed");
  return {
    ...(await announceCredit(services, userId, credit, "bonus")),
    claimed_at: at.toISOString(),
    next_available_at: nextUtcDay(now).toISOString(),
  };
}
