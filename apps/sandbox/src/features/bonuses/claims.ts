/**
 * What a player does with bonuses: claim, cancel, redeem a code (or the sign-up voucher), the
 * welcome offer and its after-sign-up invitation, and the deposit tab's preview (rules B1-B4,
 * B14-B15, B19 in docs/bonuses.md).
 */
import { sql } from "kysely";
import type { BonusRow } from "../../db/types.ts";
import type { Locale } from "../../lib/content-language.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec } from "@casino/rules";
import { ApiError, unprocessable } from "../../lib/errors.ts";
import type { Services } from "../../services.ts";
import type { Trx } from "./ledger.ts";
import { type Bonus, presentBonuses, presentBonus } from "./present.ts";
import { type BonusNews, tell } from "./news.ts";
import {
  DAY_MS,
  lockBonus,
  offerOf,
  endBonus,
  activate,
  playFreeSpins,
  lossBack,
  grantOffer,
  inWindow,
  depositCount,
  depositBonus,
} from "./lifecycle.ts";

/**
 * Rule B2: claims an available bonus of the player.
 * @throws ApiError 422 `bonus_not_available`, `bonus_active_exists`
 */
export async function claimBonus(
  services: Services,
  userId: number,
  bonusId: number,
  locale: Locale = "en",
): Promise<Bonus> {
  const shown = await changeOwnBonus(services, userId, bonusId, locale, async (trx, bonus, now) => {
    if (bonus.status !== "available" || (bonus.expires_at && bonus.expires_at <= now))
      throw unprocessable("bonus_not_available");
    const open = await trx
      .selectFrom("bonuses")
      .select("id")
      .where("user_id", "=", userId)
      .where("status", "in", ["claimed", "active"])
      .forUpdate()
      .executeTakeFirst();
    if (open) throw unprocessable("bonus_active_exists");
    const offer = await offerOf(trx, bonus.offer_id);
    // B4: a welcome offer is for the first deposit; once one is made it cannot be claimed.
    if (offer.type === "welcome_bonus_offer" && (await depositCount(trx, userId)) > 0)
      throw unprocessable("bonus_not_available");
    if (offer.type === "deposit_bonus_offer" || offer.type === "welcome_bonus_offer") {
      await trx
        .updateTable("bonuses")
        .set({
          status: "claimed",
          claimed_at: now,
          expires_at: new Date(now.getTime() + offer.claim_days * DAY_MS),
        })
        .where("id", "=", bonus.id)
        .execute();
      return [{ userId, bonusId, event: "item" } satisfies BonusNews];
    }
    const claimed = { ...bonus, claimed_at: now };
    const amount =
      offer.type === "free_spins_offer"
        ? await playFreeSpins(trx, offer)
        : offer.type === "cash_back_bonus" && offer.deposit_match_percent !== null
          ? await lossBack(trx, bonus, offer, now)
          : dec(offer.amount ?? "0");
    return activate(trx, claimed, offer, amount, now, null);
  });
  if (!shown) throw unprocessable("bonus_not_available");
  return shown;
}

/**
 * Rule B14: the player gives up a claimed or active bonus; it becomes `busted` and its bonus
 * money is forfeited.
 * @throws ApiError 422 `bonus_not_cancelable`
 */
export async function cancelBonus(
  services: Services,
  userId: number,
  bonusId: number,
  locale: Locale = "en",
): Promise<Bonus | undefined> {
  return changeOwnBonus(services, userId, bonusId, locale, async (trx, bonus, now) => {
    if (bonus.status !== "claimed" && bonus.status !== "active")
      throw unprocessable("bonus_not_cancelable");
    const ended = await endBonus(trx, bonus, "busted", now);
    return ended ? [ended] : undefined;
  });
}

/**
 * Changes a player's own bonus under its lock, tells the player what happened and returns the
 * bonus as it is now (its texts in `locale`); undefined when the bonus is not the player's (or
 * `change` made no news).
 */
async function changeOwnBonus(
  services: Services,
  userId: number,
  bonusId: number,
  locale: Locale,
  change: (trx: Trx, bonus: BonusRow, now: Date) => Promise<BonusNews[] | undefined>,
): Promise<Bonus | undefined> {
  const now = new Date(services.clock.now());
  const news = await services.db.transaction().execute(async (trx) => {
    const bonus = await lockBonus(trx, bonusId);
    if (!bonus || bonus.user_id !== userId) return undefined;
    return change(trx, bonus, now);
  });
  if (!news) return undefined;
  await tell(services, news);
  const row = await services.db
    .selectFrom("bonuses")
    .selectAll()
    .where("id", "=", bonusId)
    .executeTakeFirstOrThrow();
  return presentBonus(services, services.db, row, locale);
}

/** Normalises a typed code: trimmed, upper case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * Rule B15: redeems a bonus code into the Available tab.
 * @throws ApiError 422 `bonus_code_invalid`, `bonus_already_claimed`
 */
export async function redeemCode(
  services: Services,
  userId: number,
  typed: string,
  locale: Locale = "en",
): Promise<Bonus> {
  const now = new Date(services.clock.now());
  const code = normaliseCode(typed);
  const bonus = await services.db.transaction().execute(async (trx) => {
    const offer = await trx
      .selectFrom("bonus_offers")
      .selectAll()
      .where(sql<string>`upper(code)`, "=", code)
      .executeTakeFirst();
    if (!offer || !inWindow(offer, now)) throw unprocessable("bonus_code_invalid");
    const granted = await grantOffer(trx, offer, userId, now, offer.code);
    if (granted === "bonus_code_exhausted") throw unprocessable("bonus_code_invalid");
    if (granted === "bonus_already_claimed") throw unprocessable("bonus_already_claimed");
    return granted;
  });
  await tell(services, [{ userId, bonusId: bonus.id, event: "available" }]);
  return presentBonus(services, services.db, bonus, locale);
}

/**
 * Rule B15: the bonus code of the sign-up cookie (`voucher_code`) is redeemed at registration;
 * a code that cannot be redeemed is ignored, as the contract says.
 */
export async function redeemVoucher(
  services: Services,
  userId: number,
  code: string | null,
): Promise<void> {
  if (!code || !code.trim()) return;
  try {
    await redeemCode(services, userId, code);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
  }
}

/**
 * Rule B1: the welcome offers (no code) are offered to a player who has not deposited yet.
 */
export async function offerWelcome(services: Services, userId: number): Promise<void> {
  const now = new Date(services.clock.now());
  const offers = await services.db
    .selectFrom("bonus_offers")
    .selectAll()
    .where("type", "=", "welcome_bonus_offer")
    .where("code", "is", null)
    .execute();
  const candidates = offers.filter((o) => inWindow(o, now));
  if (candidates.length === 0) return;
  if ((await depositCount(services.db, userId)) > 0) return;
  const news: BonusNews[] = [];
  for (const offer of candidates) {
    const has = await services.db
      .selectFrom("bonuses")
      .select("id")
      .where("user_id", "=", userId)
      .where("offer_id", "=", offer.id)
      .executeTakeFirst();
    if (has) continue;
    const granted = await services.db
      .transaction()
      .execute((trx) => grantOffer(trx, offer, userId, now, null));
    if (typeof granted !== "string") news.push({ userId, bonusId: granted.id, event: "available" });
  }
  await tell(services, news);
}

/** The contract's `WelcomeOffer`. */
export type WelcomeOffer = Schemas["WelcomeOffer"];

/**
 * Rules B1 and B19: the player's welcome bonus while it is open (`available` before any
 * deposit, `claimed`, `active`; offered first when the player may have it), or null when the
 * welcome offer no longer applies; `prompt` while it is `available` and the after-sign-up invitation is
 * unanswered.
 */
export async function welcomeOffer(
  services: Services,
  userId: number,
  locale: Locale = "en",
): Promise<WelcomeOffer> {
  await offerWelcome(services, userId);
  const { db } = services;
  const row = await db
    .selectFrom("bonuses as b")
    .innerJoin("bonus_offers as o", "o.id", "b.offer_id")
    .selectAll("b")
    .where("b.user_id", "=", userId)
    .where("o.type", "=", "welcome_bonus_offer")
    .where("b.status", "in", ["available", "claimed", "active"])
    .orderBy("b.id", "desc")
    .executeTakeFirst();
  // B4: once the player deposited, an unclaimed welcome offer can no longer be had.
  if (!row || (row.status === "available" && (await depositCount(db, userId)) > 0))
    return { bonus: null, prompt: false };
  const user = await db
    .selectFrom("users")
    .select("welcome_answered_at")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return {
    bonus: await presentBonus(services, db, row, locale),
    prompt: row.status === "available" && user.welcome_answered_at === null,
  };
}

/** Rule B19: the player answered the after-sign-up invitation; it is never presented again. */
export async function answerWelcome(
  services: Services,
  userId: number,
  locale: Locale = "en",
): Promise<WelcomeOffer> {
  await services.db
    .updateTable("users")
    .set({ welcome_answered_at: new Date(services.clock.now()) })
    .where("id", "=", userId)
    .where("welcome_answered_at", "is", null)
    .execute();
  return welcomeOffer(services, userId, locale);
}

/** The bonus a deposit in `code` would activate now (the deposit tab's preview). */
export async function previewDepositBonus(
  services: Services,
  userId: number,
  code: string,
  locale: Locale = "en",
): Promise<Bonus | null> {
  const { db } = services;
  const found = await depositBonus(db, userId, code, await depositCount(db, userId));
  return found ? (await presentBonuses(services, db, [found], locale))[0]! : null;
}
