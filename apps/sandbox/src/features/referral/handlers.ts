/**
 * Referral information: the player's code and link, how many friends signed
 * up with it, how many qualified (50 USD of real-money wager, see
 * referral/referrals.ts and docs/vip.md), and the rewards earned.
 */
import { dec, fmt } from "@casino/rules";
import { ok } from "../../lib/envelope.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";
import { REFERRAL_REWARD_CURRENCY } from "./referrals.ts";

/** The handlers of the referral feature. */
export function referralHandlers(services: Services): Handlers {
  const { db, config } = services;
  return {
    getReferralInfo: async (ctx) => {
      const { user } = requireAuth(ctx);
      const friends = await db
        .selectFrom("users")
        .select((eb) => [
          eb.fn.countAll<string>().as("invited"),
          eb.fn.count<string>("referral_qualified_at").as("qualified"),
        ])
        .where("referred_by", "=", user.id)
        .executeTakeFirstOrThrow();
      const rewards = await db
        .selectFrom("referral_rewards")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>("amount"), eb.val("0")).as("total"))
        .where("user_id", "=", user.id)
        .where("currency", "=", REFERRAL_REWARD_CURRENCY)
        .executeTakeFirstOrThrow();
      const total = fmt(dec(String(rewards.total)), 2);
      return ok({
        referral_code: user.referral_code,
        referral_link: `${config.appUrl}/?${new URLSearchParams({ reference_id: user.referral_code })}`,
        friends_invited: Number(friends.invited),
        friend_qualified: Number(friends.qualified),
        rewards_earned: total,
        rewards_currency: REFERRAL_REWARD_CURRENCY,
      });
    },
  };
}
