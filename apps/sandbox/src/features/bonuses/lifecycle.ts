/**
 * A bonus's transitions, under the caller's transaction: granted (`available`), activated (bonus
 * money credited, wagering started) and ended exactly once (`completed`, `expired`, `busted`,
 * `unclaimed`); what claimed offers pay (free spins, loss back). Rules B1-B18 in docs/bonuses.md.
 */
import { randomInt } from "node:crypto";
import { sql } from "kysely";
import type { BonusOffer, BonusRow } from "../../db/types.ts";
import { inLanguage, type Locale } from "../../lib/content-language.ts";
import { dec, fmt, mul, sum, truncate, type Dec } from "@casino/rules";
import type { Tx } from "../../lib/ledger.ts";
import { text } from "../../lib/player-texts.ts";
import { slotConfig, slotParams, spin } from "../slot/index.ts";
import { depositMatch, isMet, wageringRequired } from "./wagering.ts";
import { moneyText } from "../../lib/money-text.ts";
import { type Trx, decimalsOf, credit, sweep } from "./ledger.ts";
import type { Loaded } from "./present.ts";
import type { BonusNews } from "./news.ts";

export const DAY_MS = 86_400_000;

/** Rule B5: free spins a feature may add on top of the offer's (a cap, not a target). */
export const MAX_EXTRA_FREE_SPINS = 100;

export async function lockBonus(trx: Trx, id: number): Promise<BonusRow | undefined> {
  return trx.selectFrom("bonuses").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/** An offer's name in `locale` (the content rule: English when it has no translation). */
function offerName(offer: BonusOffer, locale: Locale): string {
  return inLanguage({ name: offer.name }, offer.translations, locale).name;
}

export async function offerOf(db: Tx, id: number): Promise<BonusOffer> {
  return db.selectFrom("bonus_offers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/**
 * Rules B9-B11: ends an open bonus once (`completed` releases the bonus money, the other ends
 * forfeit it). A bonus that already ended is left alone.
 */
export async function endBonus(
  trx: Trx,
  bonus: BonusRow,
  status: "completed" | "expired" | "busted" | "unclaimed",
  now: Date,
  /** Why it busted, for the notification (default: money ran out or cancelled). */
  why?: "withdrawal",
): Promise<BonusNews | undefined> {
  if (!["available", "claimed", "active"].includes(bonus.status)) return undefined;
  const code = bonus.entity_wallet_code;
  let moved = 0n;
  if (bonus.status === "active")
    moved = await sweep(trx, bonus.user_id, code, status === "completed" ? "release" : "forfeit");
  await trx
    .updateTable("bonuses")
    .set({
      status,
      ended_at: now,
      ...(status === "completed"
        ? { completed_at: now, released: fmt(moved) }
        : bonus.status === "active"
          ? { forfeited: fmt(moved) }
          : {}),
    })
    .where("id", "=", bonus.id)
    .execute();
  const offer = await offerOf(trx, bonus.offer_id);
  const money = moneyText(moved, code);
  const values = (locale: Locale) => ({ offer: offerName(offer, locale), amount: money.text });
  const notices: Record<string, BonusNews["notice"]> = {
    completed: (locale) => ({
      title: text(locale, "notice.bonusCompleted.title"),
      body: text(locale, "notice.bonusCompleted.body", values(locale)),
      amounts: [money],
    }),
    expired:
      bonus.status === "available"
        ? undefined
        : bonus.status === "active"
          ? (locale) => ({
              title: text(locale, "notice.bonusExpired.title"),
              body: text(locale, "notice.bonusExpired.bodyWagering", values(locale)),
              amounts: [money],
            })
          : (locale) => ({
              title: text(locale, "notice.bonusExpired.title"),
              body: text(locale, "notice.bonusExpired.bodyDeposit", values(locale)),
              amounts: [],
            }),
    busted: (locale) => ({
      title: text(locale, "notice.bonusEnded.title"),
      body: text(
        locale,
        why === "withdrawal" ? "notice.bonusEnded.bodyWithdrawal" : "notice.bonusEnded.body",
        values(locale),
      ),
      amounts: [money],
    }),
    unclaimed: undefined,
  };
  const notice = notices[status];
  return {
    userId: bonus.user_id,
    bonusId: bonus.id,
    event: "finish",
    ...(notice ? { notice } : {}),
    ...(status === "completed" && moved > 0n ? { balance: code } : {}),
  };
}

/**
 * Rules B3-B6: credits the bonus money and starts the wagering (or completes at once when
 * nothing is to be wagered).
 */
export async function activate(
  trx: Trx,
  bonus: BonusRow,
  offer: BonusOffer,
  amount: Dec,
  now: Date,
  depositId: number | null,
): Promise<BonusNews[]> {
  const code = bonus.entity_wallet_code;
  const required = wageringRequired(amount, dec(offer.wagering_multiplier), decimalsOf(code));
  const activated = await trx
    .updateTable("bonuses")
    .set({
      status: "active",
      amount: fmt(amount),
      wagering_required: fmt(required),
      wagered: "0",
      deposit_transaction_id: depositId,
      claimed_at: bonus.claimed_at ?? now,
      activated_at: now,
      expires_at: new Date(now.getTime() + offer.wager_days * DAY_MS),
    })
    .where("id", "=", bonus.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await credit(trx, activated, amount);
  const credited = moneyText(amount, code);
  const toWager = moneyText(required, code);
  const news: BonusNews[] = [
    {
      userId: bonus.user_id,
      bonusId: bonus.id,
      event: "item",
      notice: (locale) => ({
        title: text(locale, "notice.bonusCredited.title"),
        body: text(locale, "notice.bonusCredited.body", {
          offer: offerName(offer, locale),
          credited: credited.text,
          wager: toWager.text,
        }),
        amounts: [credited, toWager],
      }),
    },
  ];
  if (isMet(0n, required) || amount === 0n) {
    const ended = await endBonus(trx, activated, "completed", now);
    if (ended) news.push(ended);
  }
  return news;
}

/** Rule B5: plays the free spins of an offer on its slot; returns their total win. */
export async function playFreeSpins(
  db: Tx,
  offer: BonusOffer,
  random = (n: number) => randomInt(n),
): Promise<Dec> {
  const game = await db
    .selectFrom("games")
    .select(["engine_params", "rtp"])
    .where("id", "=", offer.free_spins_game_id!)
    .executeTakeFirstOrThrow();
  const config = slotConfig(slotParams(game.engine_params, game.rtp));
  const value = dec(offer.free_spin_value ?? "0");
  const decimals = decimalsOf(offer.entity_wallet_code);
  const wins: Dec[] = [];
  let left = offer.free_spins_count ?? 0;
  let extra = 0;
  let feature = false;
  while (left > 0) {
    left -= 1;
    const result = spin(config, random, feature);
    wins.push(truncate(mul(value, dec(result.multiplier.toFixed(12))), decimals));
    if (result.freeSpinsAwarded > 0 && extra < MAX_EXTRA_FREE_SPINS) {
      const add = Math.min(result.freeSpinsAwarded, MAX_EXTRA_FREE_SPINS - extra);
      extra += add;
      left += add;
      feature = true;
    }
  }
  return sum(wins);
}

/**
 * Rule B18: a `cash_back_bonus` offer with a percentage (`deposit_match_percent`) pays back that
 * share of the player's net real-money loss in the offer's coin (settled rounds, stakes minus
 * payouts, bonus-funded rounds excluded) from the grant (`bonuses.created_at`) to the claim, up to
 * `amount` (no cap when null), from `min_deposit` of loss; 0 completes the bonus at once with nothing to release.
 */
export async function lossBack(
  trx: Tx,
  bonus: BonusRow,
  offer: BonusOffer,
  now: Date,
): Promise<Dec> {
  const row = await trx
    .selectFrom("game_rounds")
    .select(sql<string>`coalesce(sum(stake - payout), 0)`.as("net"))
    .where("user_id", "=", bonus.user_id)
    .where("code", "=", offer.entity_wallet_code)
    .where("status", "=", "settled")
    .where("bonus_id", "is", null)
    .where("settled_at", ">=", bonus.created_at)
    .where("settled_at", "<=", now)
    .executeTakeFirstOrThrow();
  const net = dec(row.net);
  return depositMatch(
    net,
    dec(offer.deposit_match_percent ?? "0"),
    offer.amount === null ? net : dec(offer.amount),
    dec(offer.min_deposit ?? "0"),
    decimalsOf(offer.entity_wallet_code),
  );
}

/**
 * Gives a player an offer as an `available` bonus (codes, the welcome offer, other features
 * such as cashback may call it). Per-player and total limits are checked under a lock of the
 * offer row. @returns the new bonus, or a refusal key
 */
export async function grantOffer(
  trx: Trx,
  offer: BonusOffer,
  userId: number,
  now: Date,
  bonusCode: string | null,
): Promise<BonusRow | "bonus_already_claimed" | "bonus_code_exhausted"> {
  await trx
    .selectFrom("bonus_offers")
    .select("id")
    .where("id", "=", offer.id)
    .forUpdate()
    .execute();
  const counts = await trx
    .selectFrom("bonuses")
    .select([
      (eb) => eb.fn.countAll<string>().as("total"),
      sql<string>`count(*) filter (where user_id = ${userId})`.as("mine"),
    ])
    .where("offer_id", "=", offer.id)
    .executeTakeFirstOrThrow();
  if (Number(counts.mine) >= offer.max_per_player) return "bonus_already_claimed";
  if (offer.max_redemptions !== null && Number(counts.total) >= offer.max_redemptions)
    return "bonus_code_exhausted";
  const claimUntil = now.getTime() + offer.claim_days * DAY_MS;
  const expires =
    offer.valid_until && offer.valid_until.getTime() < claimUntil && !bonusCode
      ? offer.valid_until
      : new Date(claimUntil);
  return trx
    .insertInto("bonuses")
    .values({
      user_id: userId,
      offer_id: offer.id,
      status: "available",
      bonus_code: bonusCode,
      entity_wallet_code: offer.entity_wallet_code,
      expires_at: expires,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const inWindow = (offer: BonusOffer, now: Date) =>
  offer.status === "active" &&
  (offer.valid_from === null || offer.valid_from <= now) &&
  (offer.valid_until === null || offer.valid_until > now);

/** The player's confirmed deposits. */
export async function depositCount(db: Tx, userId: number): Promise<number> {
  const row = await db
    .selectFrom("wallet_transactions")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .where("type", "=", "deposit")
    .where("status", "=", "confirmed")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Rules B3-B4: the player's claimed deposit or welcome offer that a confirmed deposit in `code`
 * activates (its coin; a welcome offer only on the first deposit), or undefined. The deposit
 * handler ({@link onDepositCredited}) and the deposit tab's preview (`GET
 * /api/bonuses/deposit-offer`) both ask this, so the tab shows what the deposit will do.
 * @param deposits the player's confirmed deposits, the new one included when it is credited
 */
export async function depositBonus(
  db: Tx,
  userId: number,
  code: string,
  deposits: number,
  lock = false,
): Promise<Loaded | undefined> {
  let query = db
    .selectFrom("bonuses")
    .selectAll()
    .where("user_id", "=", userId)
    .where("status", "=", "claimed");
  if (lock) query = query.forUpdate();
  const claimed = await query.executeTakeFirst();
  if (!claimed || claimed.entity_wallet_code !== code) return undefined;
  const offer = await offerOf(db, claimed.offer_id);
  if (offer.type === "welcome_bonus_offer" && deposits > 0) return undefined;
  return { bonus: claimed, offer };
}
