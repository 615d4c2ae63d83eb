/**
 * The VIP programme as a subscriber of `betSettled`: each settled real-money bet adds its USD
 * stake to the player's lifetime wager once (`loyalty_bets` keyed by the bet), which gives stars
 * and the level; every level a bet crosses credits its level-up reward once (`loyalty_credits`)
 * with an inbox notification; the player gets `level_progress` after each counted bet; a referred
 * player whose wager reaches the threshold qualifies the referral (docs/vip.md). A durable
 * subscriber: the catch-up job (`jobs/bet-catch-up.ts`) counts the bets it missed.
 */
import type { Transaction } from "kysely";
import type { Database } from "../../db/types.ts";
import { dec, fmt } from "@casino/rules";
import type { BetSettled, BetEffect } from "../../lib/events.ts";
import type { Tx } from "../../lib/ledger.ts";
import type { Services } from "../../services.ts";
import { markBetProcessed } from "../bets/index.ts";
import { notify, playerLocale } from "../notifications/index.ts";
import { prizeTranslations } from "../prizes/index.ts";
import { levelUpPrizeTexts } from "./level-up-texts.ts";
import type { Locale } from "../../lib/content-language.ts";
import { announceBalance } from "../wallets/index.ts";
import { creditOnce, selectedCoin, usdIn, type Credit } from "./credit.ts";
import {
  levelForStars,
  levelName,
  levelProgress,
  levelsCrossed,
  referralQualifies,
  REWARD_CURRENCY,
  starsFor,
  type LevelDefinition,
} from "./rules.ts";
import { moneyText } from "../../lib/money-text.ts";
import { text } from "../../lib/player-texts.ts";

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

/**
 * What a referred player's wager reaching the referral threshold does, in the counting transaction
 * (features/referral: qualifies the referral and credits the referrer once). @returns what to
 * tell after the commit, if anything. The list of listeners (src/bet-effects.ts) passes it in, so
 * the VIP programme does not import the referral feature built on it.
 */
export type ReferralStep = (
  trx: Transaction<Database>,
  userId: number,
  at: Date,
) => Promise<((services: Services) => Promise<void>) | undefined>;

interface Counted {
  stars: number;
  leveledUp: boolean;
  rewards: { level: LevelDefinition; credit: Credit }[];
  referral: ((services: Services) => Promise<void>) | undefined;
}

async function countIn(
  trx: Transaction<Database>,
  event: BetSettled,
  at: Date,
  referralStep: ReferralStep,
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
    // When each level was reached: the level held at a moment decides a cashback's period.
    await trx
      .insertInto("vip_level_history")
      .values(
        levelsCrossed(before.level, level).map((crossed) => ({
          user_id: userId,
          level: crossed.level,
          reached_at: at,
        })),
      )
      .onConflict((oc) => oc.columns(["user_id", "level"]).doNothing())
      .execute();
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
      if (!credit) continue;
      rewards.push({ level: crossed, credit });
      if (credit.amount > 0n) await listLevelUpPrize(trx, userId, crossed, credit, at);
    }
  }
  const referral =
    referralQualifies(wagered) && !referralQualifies(wageredBefore)
      ? await referralStep(trx, userId, at)
      : undefined;
  return { stars, leveledUp: level > before.level, rewards, referral };
}

/**
 * Lists a level-up reward among the player's prizes (`GET /api/user/prizes`, source `level_up`,
 * `source_id` the level): credited at once by {@link creditOnce}, so it is listed as claimed; one
 * row per player and level (the prizes' unique index), in the crediting transaction.
 */
async function listLevelUpPrize(
  trx: Transaction<Database>,
  userId: number,
  level: LevelDefinition,
  credit: Credit,
  at: Date,
): Promise<void> {
  // Its title and description in a language (the level's name in it).
  const texts = (locale: Locale) => levelUpPrizeTexts(level, credit.amount, credit.code, locale);
  await trx
    .insertInto("prizes")
    .values({
      user_id: userId,
      source: "level_up",
      source_id: level.level,
      ...texts("en"),
      translations: JSON.stringify(prizeTranslations(texts)),
      rank: null,
      prize_type: "cash",
      prize_amount: fmt(credit.amount),
      prize_currency: credit.code,
      free_spins_count: null,
      free_spins_game_id: null,
      claim_status: 1,
      claimed_at: at,
      expires_at: null,
      created_at: at,
    })
    .onConflict((oc) => oc.columns(["source", "source_id", "user_id"]).doNothing())
    .execute();
}

/** Real money only: a round bonus money paid earns no stars and qualifies no referral. */
const countsForVip = (event: BetSettled) => dec(event.stakeUsd) > 0n && event.bonusId === null;

/**
 * Counts one settled bet (once, whatever the number of deliveries) and tells the players concerned.
 * @returns whether the bet was counted now
 */
export async function countBet(
  services: Services,
  event: BetSettled,
  referralStep: ReferralStep,
): Promise<boolean> {
  const { db } = services;
  const at = new Date(services.clock.now());
  if (!countsForVip(event)) {
    await markBetProcessed(db, "loyalty", event.betId, at);
    return false;
  }
  const counted = await db
    .transaction()
    .execute(async (trx) =>
      (await markBetProcessed(trx, "loyalty", event.betId, at))
        ? countIn(trx, event, at, referralStep)
        : undefined,
    );
  if (!counted) return false;
  await announceCounted(services, event, counted, at);
  return true;
}

/**
 * The VIP programme's durable listener (`BetEffect`, src/bet-effects.ts): counts one
 * settled round in the caller's transaction (its `bet_effects` row recorded there), with the
 * referral step the list of listeners gives it.
 */
export const loyaltyBetEffect =
  (referralStep: ReferralStep): BetEffect =>
  async (trx, services, event, at) => {
    if (!countsForVip(event)) return undefined;
    const counted = await countIn(trx, event, at, referralStep);
    return counted && (() => announceCounted(services, event, counted, at));
  };

/** Tells the player (and a qualified referrer) what a counted bet changed. */
async function announceCounted(
  services: Services,
  event: BetSettled,
  counted: Counted,
  at: Date,
): Promise<void> {
  const { db, realtime } = services;
  const { userId } = event;
  // The player's private channel: the level names in the player's account language.
  await realtime.toPlayer(userId, "level_progress", {
    progress: levelProgress(counted.stars, await playerLocale(db, userId)),
    leveled_up: counted.leveledUp,
  });
  for (const { level, credit } of counted.rewards) {
    const reward = moneyText(String(level.levelUpBonus), REWARD_CURRENCY);
    const paid = moneyText(credit.amount, credit.code);
    await notify(
      db,
      realtime,
      userId,
      (locale) => ({
        type: "vip",
        title: text(locale, "notice.vipLevel.title", { level: levelName(level, locale) }),
        body: text(locale, "notice.vipLevel.body", {
          number: level.level,
          level: levelName(level, locale),
          reward: reward.text,
          paid: paid.text,
        }),
        link: "/vip-program",
        amounts: [reward, paid],
      }),
      at,
    );
  }
  const credited = counted.rewards.find(({ credit }) => credit.amount > 0n);
  if (credited) await announceBalance(db, realtime, userId, credited.credit.code, "prize");
  if (counted.referral) await counted.referral(services);
}

/** When the catch-up job takes over from the live subscriber (`features/bets/durable.ts`). */
export { CATCH_UP_AFTER_MS } from "../bets/index.ts";
