/**
 * The referral programme: a referred player qualifies with their first
 * credited deposit; the referrer earns a fixed reward (recorded in USD, shown
 * by `GET /api/user/referral-friends/info`) and a notification.
 */
import { notify } from "../notifications/notifications.ts";
import type { Services } from "../../services.ts";

/** What a referrer earns when a friend qualifies, in {@link REFERRAL_REWARD_CURRENCY}. */
export const REFERRAL_REWARD = "5.00";
export const REFERRAL_REWARD_CURRENCY = "USD";

/** Qualifies the player's referral if they were referred and had not qualified yet. */
export async function qualifyReferral(
  services: Services,
  userId: number,
  at: Date,
): Promise<boolean> {
  const { db, realtime } = services;
  const friend = await db
    .updateTable("users")
    .set({ referral_qualified_at: at })
    .where("id", "=", userId)
    .where("referred_by", "is not", null)
    .where("referral_qualified_at", "is", null)
    .returning(["id", "username", "referred_by"])
    .executeTakeFirst();
  if (!friend?.referred_by) return false;
  await db
    .insertInto("referral_rewards")
    .values({
      user_id: friend.referred_by,
      friend_id: friend.id,
      amount: REFERRAL_REWARD,
      currency: REFERRAL_REWARD_CURRENCY,
      created_at: at,
    })
    .execute();
  await notify(
    db,
    realtime,
    friend.referred_by,
    {
      type: "system",
      title: "A friend qualified",
      body: `${friend.username} made a first deposit: you earned ${REFERRAL_REWARD} ${REFERRAL_REWARD_CURRENCY}.`,
      link: "/referral",
    },
    at,
  );
  return true;
}
