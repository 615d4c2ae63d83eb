/**
 * The VIP programme as a subscriber of `betSettled`: each settled real-money bet adds its USD
 * stake to the player's lifetime wager once (`loyalty_bets` keyed by the bet), which gives stars
 * and the level; every level a bet crosses credits its level-up reward once (`loyalty_credits`)
 * with an inbox notification; the player gets `level_progress` after each counted bet; a referred
 * player whose wager reaches the threshold qualifies the referral (docs/vip.md). A scheduled job
 * counts the bets the subscriber missed ({@link countMissedBets}).
 */
import type { Transaction } from "kysely";
import type { Database } from "../../db/types.ts";
import { dec, fmt } from "../../lib/decimal.ts";
import type { BetSettled } from "../../lib/events.ts";
import type { Tx } from "../../lib/ledger.ts";
import type { Services } from "../../services.ts";
import { betSettledPayload } from "../bets/pipeline.ts";
import { notify } from "../notifications/notifications.ts";
import { announceReferral, qualifyReferral, type Qualified } from "../referral/referrals.ts";
import { announceBalance } from "../wallets/wallets.ts";
import { creditOnce, selectedCoin, usdIn, type Credit } from "./credit.ts";
import {
  levelForStars,
  levelProgress,
  levelsCrossed,
  referralQualifies,
  REWARD_CURRENCY,
  starsFor,
  type LevelDefinition,
} from "./rules.ts";

/** A player's VIP progress row (zeros before the first bet). */
export async function vipProgress(db: Tx, userId: number) {
  const row = await db
    .selectFrom("vip_progress")
    .select(["wagered_usd", "stars", "level"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return {
    wageredUsd: dec(row?.wagered_usd ?? "0"),
    stars: row?.stars ?? 0,
    level: row?.level ?? 0,
  };
}

interface Counted {
  stars: number;
  leveledUp: boolean;
  rewards: { level: LevelDefinition; credit: Credit }[];
  referral: Qualified | undefined;
}

async function countIn(
  trx: Transaction<Database>,
  event: BetSettled,
  at: Date,
): Promise<Counted | undefined> {
  const { userId } = event;
  const counted = await trx
    .insertInto("loyalty_bets")
    .values({ bet_id: event.betId, user_id: userId, stake_usd: event.stakeUsd, created_at: at })
    .onConflict((oc) => oc.column("bet_id").doNothing())
    .returning("bet_id")
    .executeTakeFirst();
  if (!counted) return undefined;
  await trx
    .insertInto("vip_progress")
    .values({ user_id: userId, wagered_usd: "0", updated_at: at })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const before = await trx
    .selectFrom("vip_progress")
    .select(["wagered_usd", "level"])
    .where("user_id", "=", userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const wageredBefore = dec(before.wagered_usd);
  const wagered = wageredBefore + dec(event.stakeUsd);
  const stars = starsFor(wagered);
  // Levels never go down: stars are lifetime.
  const level = Math.max(before.level, levelForStars(stars).level);
  await trx
    .updateTable("vip_progress")
    .set({ wagered_usd: fmt(wagered), stars, level, updated_at: at })
    .where("user_id", "=", userId)
    .execute();
  const rewards: Counted["rewards"] = [];
  if (level > before.level) {
    await trx.updateTable("users").set({ vip_level: level }).where("id", "=", userId).execute();
    const code = await selectedCoin(trx, userId);
    for (const crossed of levelsCrossed(before.level, level)) {
      const usd = dec(crossed.levelUpBonus ?? "0");
      const credit = await creditOnce(trx, {
        userId,
        kind: "vip_level_reward",
        key: `level:${crossed.level}`,
        code,
        amount: await usdIn(trx, code, usd),
        amountUsd: usd,
        at,
      });
      if (credit) rewards.push({ level: crossed, credit });
    }
  }
  const referral =
    referralQualifies(wagered) && !referralQualifies(wageredBefore)
      ? await qualifyReferral(trx, userId, at)
      : undefined;
  return { stars, leveledUp: level > before.level, rewards, referral };
}

/**
 * Counts one settled bet (once, whatever the number of deliveries) and tells the players concerned.
 * @returns whether the bet was counted now
 */
export async function countBet(services: Services, event: BetSettled): Promise<boolean> {
  if (dec(event.stakeUsd) <= 0n) return false;
  const { db, realtime } = services;
  const at = new Date(services.clock.now());
  const counted = await db.transaction().execute((trx) => countIn(trx, event, at));
  if (!counted) return false;
  const { userId } = event;
  await realtime.toPlayer(userId, "level_progress", {
    progress: levelProgress(counted.stars),
    leveled_up: counted.leveledUp,
  });
  for (const { level, credit } of counted.rewards)
    await notify(
      db,
      realtime,
      userId,
      {
        type: "vip",
        title: `Welcome to ${level.name}`,
        body: `You reached VIP level ${level.level}, ${level.name}: your level-up reward of ${level.levelUpBonus} ${REWARD_CURRENCY} (${fmt(credit.amount)} ${credit.code}) was credited.`,
        link: "/vip-program",
      },
      at,
    );
  const credited = counted.rewards.find(({ credit }) => credit.amount > 0n);
  if (credited) await announceBalance(db, realtime, userId, credited.credit.code, "prize");
  if (counted.referral) await announceReferral(services, counted.referral, at);
  return true;
}

/** How long after settling a bet the catch-up job takes over from the live subscriber. */
export const CATCH_UP_AFTER_MS = 10_000;

/**
 * Counts settled bets of the last day the subscriber missed (a restart between a bet's commit
 * and its event, a listener failure); a scheduled job, idempotent like the subscriber.
 * @returns how many bets it counted
 */
export async function countMissedBets(
  services: Services,
  now: number = services.clock.now(),
): Promise<number> {
  const missed = await services.db
    .selectFrom("game_rounds as r")
    .leftJoin("loyalty_bets as b", "b.bet_id", "r.id")
    .selectAll("r")
    .where("r.status", "=", "settled")
    .where("b.bet_id", "is", null)
    .where("r.settled_at", ">", new Date(now - 86_400_000))
    .where("r.settled_at", "<", new Date(now - CATCH_UP_AFTER_MS))
    .where("r.stake_usd", ">", "0")
    .orderBy("r.id")
    .limit(200)
    .execute();
  let counted = 0;
  for (const round of missed) if (await countBet(services, betSettledPayload(round))) counted += 1;
  return counted;
}

/** Subscribes the VIP programme to `betSettled`; `onError` hears failures. */
export function subscribeLoyalty(services: Services, onError: (error: unknown) => void): void {
  services.events.on("betSettled", (event) => {
    countBet(services, event).catch(onError);
  });
}
