/**
 * The referral programme (docs/vip.md): a referred player qualifies once their lifetime
 * real-money wager reaches the threshold (a bare deposit does not qualify, so fake accounts cannot
 * farm rewards); the referrer is credited a fixed reward (USD, paid in the referrer's selected
 * coin through the ledger) exactly once per friend, and gets a notification. The check runs in
 * the loyalty subscriber of `betSettled`.
 */
import type { Transaction } from "kysely";
import type { Database } from "../../db/types.ts";
import { dec } from "@casino/rules";
import type { Services } from "../../services.ts";
import {
  creditOnce,
  selectedCoin,
  usdIn,
  REFERRAL_REWARD_USD,
  REFERRAL_WAGER_USD,
  REWARD_CURRENCY,
} from "../loyalty/index.ts";
import type { ReferralStep, Credit } from "../loyalty/index.ts";
import { notify } from "../notifications/index.ts";
import { announceBalance } from "../wallets/index.ts";
import { moneyText } from "../../lib/money-text.ts";
import { text } from "../../lib/player-texts.ts";

/** What a referrer earns when a friend qualifies, in {@link REFERRAL_REWARD_CURRENCY}. */
export const REFERRAL_REWARD = REFERRAL_REWARD_USD;
export const REFERRAL_REWARD_CURRENCY = REWARD_CURRENCY;

/** A qualification that happened (to announce after the transaction commits). */
export interface Qualified {
  referrerId: number;
  friendName: string;
  credit: Credit | undefined;
}

/**
 * Qualifies the player's referral, inside the caller's transaction, if they were referred and
 * had not qualified yet; credits the referrer once.
 */
export async function qualifyReferral(
  trx: Transaction<Database>,
  userId: number,
  at: Date,
): Promise<Qualified | undefined> {
  const friend = await trx
    .updateTable("users")
    .set({ referral_qualified_at: at })
    .where("id", "=", userId)
    .where("referred_by", "is not", null)
    .where("referral_qualified_at", "is", null)
    .returning(["id", "username", "referred_by"])
    .executeTakeFirst();
  if (!friend?.referred_by) return undefined;
  const recorded = await trx
    .insertInto("referral_rewards")
    .values({
      user_id: friend.referred_by,
      friend_id: friend.id,
      amount: REFERRAL_REWARD,
      currency: REFERRAL_REWARD_CURRENCY,
      created_at: at,
    })
    .onConflict((oc) => oc.column("friend_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!recorded) return undefined;
  const code = await selectedCoin(trx, friend.referred_by);
  const usd = dec(REFERRAL_REWARD);
  const credit = await creditOnce(trx, {
    userId: friend.referred_by,
    kind: "referral_reward",
    key: `friend:${friend.id}`,
    code,
    amount: await usdIn(trx, code, usd),
    amountUsd: usd,
    at,
  });
  return { referrerId: friend.referred_by, friendName: friend.username, credit };
}

/** Tells the referrer (inbox notification, new balance). */
export async function announceReferral(
  services: Services,
  qualified: Qualified,
  at: Date,
): Promise<void> {
  const { db, realtime } = services;
  const paid = qualified.credit
    ? moneyText(qualified.credit.amount, qualified.credit.code)
    : moneyText(String(REFERRAL_REWARD), REFERRAL_REWARD_CURRENCY);
  const wager = moneyText(String(REFERRAL_WAGER_USD), REFERRAL_REWARD_CURRENCY);
  await notify(
    db,
    realtime,
    qualified.referrerId,
    (locale) => ({
      type: "system",
      title: text(locale, "notice.friendQualified.title"),
      body: text(locale, "notice.friendQualified.body", {
        friend: qualified.friendName,
        wager: wager.text,
        paid: paid.text,
      }),
      link: "/referral",
      amounts: [wager, paid],
    }),
    at,
  );
  if (qualified.credit && qualified.credit.amount > 0n)
    await announceBalance(db, realtime, qualified.referrerId, qualified.credit.code, "prize");
}

/**
 * The VIP listener's referral step (`ReferralStep`, features/loyalty/vip.ts; wired in
 * src/bet-effects.ts): qualifies the referral in the counting transaction, tells the referrer
 * after the commit.
 */
export const referralStep: ReferralStep = async (trx, userId, at) => {
  const qualified = await qualifyReferral(trx, userId, at);
  return qualified && ((services) => announceReferral(services, qualified, at));
};
