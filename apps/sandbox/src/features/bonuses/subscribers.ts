/**
 * What the bonuses do when money moves elsewhere: a confirmed deposit activates a claimed offer
 * (B3-B4), a settled round moves the wagering (B7-B10, the durable `betSettled` listener run by
 * src/bet-effects.ts), a withdrawal busts the active bonus (B17).
 */
import type { Transaction } from "kysely";
import type { Database } from "../../db/types.ts";
import { dec, fmt } from "@casino/rules";
import type { BetSettled, BetEffect } from "../../lib/events.ts";
import type { Services } from "../../services.ts";
import { contribution, contributionPercent, depositMatch, isBust, isMet } from "./wagering.ts";
import { decimalsOf, bonusBalance } from "./ledger.ts";
import { type BonusNews, tell } from "./news.ts";
import { offerOf, endBonus, activate, depositCount, depositBonus } from "./lifecycle.ts";

/** A confirmed deposit (the `depositCredited` event). */
export interface CreditedDeposit {
  userId: number;
  transactionId: number;
  code: string;
  amount: string;
}

/**
 * Rules B3-B4: a confirmed deposit activates the player's claimed deposit offer when it
 * qualifies (its coin, at least the minimum; a welcome offer only on the first deposit).
 */
export async function onDepositCredited(
  services: Services,
  deposit: CreditedDeposit,
): Promise<void> {
  const now = new Date(services.clock.now());
  const news = await services.db.transaction().execute(async (trx) => {
    // The credited deposit is confirmed already: the ones before it are one fewer.
    const before = (await depositCount(trx, deposit.userId)) - 1;
    const found = await depositBonus(trx, deposit.userId, deposit.code, before, true);
    if (!found) return [];
    const { bonus: claimed, offer } = found;
    const amount = depositMatch(
      dec(deposit.amount),
      dec(offer.deposit_match_percent ?? "100"),
      dec(offer.amount ?? "0"),
      dec(offer.min_deposit ?? "0"),
      decimalsOf(deposit.code),
    );
    if (amount <= 0n) return [];
    return activate(trx, claimed, offer, amount, now, deposit.transactionId);
  });
  await tell(services, news);
}

/**
 * The bonuses' durable listener (`BetEffect`, src/bet-effects.ts): the wagering of one
 * settled round in the caller's transaction (its `bet_effects` row recorded there).
 */
export const bonusBetEffect: BetEffect = async (trx, services, event, at) => {
  const news = await wagerIn(trx, event, at);
  return news.length ? () => tell(services, news) : undefined;
};

/** Rules B7-B10 for one settled round, in a transaction that recorded its `bet_effects` row. */
async function wagerIn(
  trx: Transaction<Database>,
  event: BetSettled,
  now: Date,
): Promise<BonusNews[]> {
  const bonus = await trx
    .selectFrom("bonuses")
    .selectAll()
    .where("user_id", "=", event.userId)
    .where("status", "=", "active")
    .forUpdate()
    .executeTakeFirst();
  if (!bonus || bonus.entity_wallet_code !== event.walletCode) return [];
  const round = await trx
    .selectFrom("game_rounds")
    .select(["created_at", "bonus_id"])
    .where("id", "=", event.betId)
    .executeTakeFirstOrThrow();
  const counts = !bonus.activated_at || round.created_at >= bonus.activated_at;
  const offer = await offerOf(trx, bonus.offer_id);
  const game = await trx
    .selectFrom("games")
    .select("kind")
    .where("id", "=", event.gameId)
    .executeTakeFirst();
  const percent = contributionPercent(game?.kind ?? "", offer.contributions);
  const add = counts
    ? contribution(dec(event.stake), percent, decimalsOf(bonus.entity_wallet_code))
    : 0n;
  const wagered = dec(bonus.wagered) + add;
  const updated = await trx
    .updateTable("bonuses")
    .set({ wagered: fmt(wagered) })
    .where("id", "=", bonus.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (isMet(wagered, dec(bonus.wagering_required))) {
    const ended = await endBonus(trx, updated, "completed", now);
    return ended ? [ended] : [];
  }
  if (round.bonus_id === bonus.id) {
    const balance = await bonusBalance(trx, bonus.user_id, bonus.entity_wallet_code);
    const open = await trx
      .selectFrom("game_rounds")
      .select("id")
      .where("bonus_id", "=", bonus.id)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (!open && isBust(balance, dec(offer.min_balance))) {
      const ended = await endBonus(trx, updated, "busted", now);
      return ended ? [ended] : [];
    }
  }
  return add > 0n
    ? [{ userId: bonus.user_id, bonusId: bonus.id, event: "item" } satisfies BonusNews]
    : [];
}

/**
 * Rule B17: a withdrawal requested while a bonus of that coin is active busts the bonus (its
 * bonus money is forfeited; the withdrawal itself goes on with real money only).
 */
export async function onWithdrawalRequested(
  services: Services,
  userId: number,
  code: string,
): Promise<void> {
  const now = new Date(services.clock.now());
  const news = await services.db.transaction().execute(async (trx) => {
    const bonus = await trx
      .selectFrom("bonuses")
      .selectAll()
      .where("user_id", "=", userId)
      .where("status", "=", "active")
      .where("entity_wallet_code", "=", code)
      .forUpdate()
      .executeTakeFirst();
    if (!bonus) return undefined;
    return endBonus(trx, bonus, "busted", now, "withdrawal");
  });
  if (news) await tell(services, [news]);
}

/**
 * Subscribes the bonuses to `depositCredited` (their `betSettled` part, {@link bonusBetEffect},
 * runs with the other durable listeners: src/bet-effects.ts).
 */
export function subscribeBonuses(services: Services, onError: (error: unknown) => void): void {
  services.events.on("depositCredited", (deposit) => {
    onDepositCredited(services, deposit).catch(onError);
  });
}
