/**
 * Cashback (docs/vip.md). A scheduled job, {@link computeCashback}, computes once per ended period
 * (a UTC day) every player's cashback from their settled real-money rounds of the period (the
 * gaming-history truth the ledger agrees with): the level's percentage of the net loss plus the
 * level's rakeback, converted to the player's selected coin. Each result is stored once per
 * `(player, period)`, replaces an unclaimed older one (claim within one period), and the player
 * gets `ready_claim_cashback`. A claim credits the claimable row once, even under concurrent
 * claims (the row is switched to `claimed` under a row lock, and the credit is keyed by period).
 */
import type { Selectable } from "kysely";
import type { CashbackPeriodsTable } from "../../db/types.ts";
import { dec, fmt, type Dec } from "../../lib/decimal.ts";
import { unprocessable } from "../../lib/errors.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import type { Tx } from "../../lib/ledger.ts";
import type { Services } from "../../services.ts";
import { notify } from "../notifications/notifications.ts";
import { findCoin } from "../wallets/catalog.ts";
import { fiatAmount, loadPrices, price, type Prices } from "../wallets/rates.ts";
import { announceBalance, walletSettings } from "../wallets/wallets.ts";
import { creditOnce, selectedCoin } from "./credit.ts";
import {
  cashbackUsd,
  lastEndedPeriod,
  levelOf,
  periodAt,
  REWARD_CURRENCY,
  usdToCoin,
} from "./rules.ts";
import { vipProgress } from "./vip.ts";

type CashbackRow = Selectable<CashbackPeriodsTable>;

/** Wagered and paid out (USD) of a player's settled rounds in `[start, end)`, by player. */
async function periodTotals(db: Tx, start: Date, end: Date, userId?: number) {
  let query = db
    .selectFrom("game_rounds")
    .select((eb) => [
      "user_id",
      eb.fn.sum<string>("stake_usd").as("wagered"),
      eb.fn.sum<string>("payout_usd").as("paid"),
    ])
    .where("status", "=", "settled")
    // Real money only: losing bonus money earns no cashback (it would turn bonus into cash).
    .where("bonus_id", "is", null)
    .where("settled_at", ">=", start)
    .where("settled_at", "<", end)
    .groupBy("user_id");
  if (userId !== undefined) query = query.where("user_id", "=", userId);
  const rows = await query.execute();
  return rows.map((row) => ({
    userId: row.user_id,
    wagered: dec(String(row.wagered ?? "0")),
    paid: dec(String(row.paid ?? "0")),
  }));
}

function coinAmount(prices: Prices, code: string, usd: Dec): Dec {
  return usdToCoin(usd, price(prices, code, REWARD_CURRENCY), findCoin(code)!.decimals);
}

async function present(
  db: Tx,
  userId: number,
  state: {
    code: string;
    amount: Dec;
    ratePercent: string;
    start: Date;
    end: Date;
    canClaim: boolean;
  },
  now: number,
  prices?: Prices,
): Promise<Schemas["Cashback"]> {
  const loaded = prices ?? (await loadPrices(db));
  const fiat = (await walletSettings(db, userId)).display_currency as Schemas["FiatCurrency"];
  const last = await db
    .selectFrom("cashback_periods")
    .select("claimed_at")
    .where("user_id", "=", userId)
    .where("status", "=", "claimed")
    .orderBy("claimed_at", "desc")
    .executeTakeFirst();
  return {
    entity_wallet_code: state.code as Schemas["EntityWalletCode"],
    amount: fmt(state.amount),
    fiat_amount: fiatAmount(loaded, state.amount, state.code, fiat),
    fiat_currency: fiat,
    rate_percent: fmt(dec(state.ratePercent)),
    period_start: state.start.toISOString(),
    period_end: state.end.toISOString(),
    can_claim: state.canClaim,
    next_claim_at: periodAt(now).end.toISOString(),
    last_claimed_at: last?.claimed_at?.toISOString() ?? null,
  };
}

function presentRow(db: Tx, row: CashbackRow, now: number, prices?: Prices) {
  return present(
    db,
    row.user_id,
    {
      code: row.code,
      amount: dec(row.amount),
      ratePercent: row.rate_percent,
      start: row.period_start,
      end: row.period_end,
      canClaim: row.status === "claimable",
    },
    now,
    prices,
  );
}

/** What one run did: the period and the cashbacks it made claimable (undefined: already done). */
export interface CashbackRun {
  periodStart: Date;
  created: number;
}

type Period = { start: Date; end: Date };
type Totals = Awaited<ReturnType<typeof periodTotals>>[number];

/** Stores one player's cashback of an ended period once; tells them. Returns whether it was new. */
async function cashbackFor(
  services: Services,
  total: Totals,
  period: Period,
  prices: Prices,
  now: number,
): Promise<boolean> {
  const { db, realtime } = services;
  const level = levelOf((await vipProgress(db, total.userId)).level);
  const usd = cashbackUsd(level, total.wagered, total.paid);
  if (usd <= 0n) return false;
  const code = await selectedCoin(db, total.userId);
  const amount = coinAmount(prices, code, usd);
  if (amount <= 0n) return false;
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("cashback_periods")
      .values({
        user_id: total.userId,
        period_start: period.start,
        period_end: period.end,
        level: level.level,
        wagered_usd: fmt(total.wagered),
        payout_usd: fmt(total.paid),
        rate_percent: level.cashbackPercent,
        amount_usd: fmt(usd),
        code,
        amount: fmt(amount),
        status: "claimable",
        claimed_at: null,
        created_at: new Date(now),
      })
      .onConflict((oc) => oc.columns(["user_id", "period_start"]).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted)
      await trx
        .updateTable("cashback_periods")
        .set({ status: "expired" })
        .where("user_id", "=", total.userId)
        .where("status", "=", "claimable")
        .where("period_start", "<", period.start)
        .execute();
    return inserted;
  });
  if (!row) return false;
  await realtime.toPlayer(total.userId, "ready_claim_cashback", {
    cashback: await presentRow(db, row, now, prices),
  });
  await notify(
    db,
    realtime,
    total.userId,
    {
      type: "cashback",
      title: "Your cashback is ready",
      body: `${fmt(amount)} ${code} of cashback (${level.cashbackPercent}% at ${level.name}) can be claimed until ${periodAt(now).end.toISOString().slice(0, 16).replace("T", " ")} UTC.`,
      link: "/bonuses",
    },
    new Date(now),
  );
  return true;
}

/**
 * Computes the cashback of the last ended period for every player who played in it, once
 * (idempotent: a finished period is skipped, a player's period is stored once, so runs on two
 * instances or a retry credit nothing twice). Registered as a scheduled job.
 */
export async function computeCashback(
  services: Services,
  now: number = services.clock.now(),
  onError: (error: unknown) => void = () => undefined,
): Promise<CashbackRun | undefined> {
  const { db } = services;
  const period = lastEndedPeriod(now);
  const done = await db
    .selectFrom("cashback_runs")
    .select("period_start")
    .where("period_start", "=", period.start)
    .executeTakeFirst();
  if (done) return undefined;
  const prices = await loadPrices(db);
  const totals = await periodTotals(db, period.start, period.end);
  let created = 0;
  let failed = false;
  for (const total of totals) {
    try {
      if (await cashbackFor(services, total, period, prices, now)) created += 1;
    } catch (error) {
      // The others still get theirs; the period is retried (the stored ones are skipped).
      failed = true;
      onError(error);
    }
  }
  if (failed) return { periodStart: period.start, created };
  await db
    .insertInto("cashback_runs")
    .values({ period_start: period.start, period_end: period.end, players: created })
    .onConflict((oc) => oc.column("period_start").doNothing())
    .execute();
  return { periodStart: period.start, created };
}

/** The claimable cashback, or else the running period's estimate (not claimable yet). */
export async function cashbackState(services: Services, userId: number) {
  const { db } = services;
  const now = services.clock.now();
  const claimable = await db
    .selectFrom("cashback_periods")
    .selectAll()
    .where("user_id", "=", userId)
    .where("status", "=", "claimable")
    .orderBy("period_start", "desc")
    .executeTakeFirst();
  if (claimable) return presentRow(db, claimable, now);
  const period = periodAt(now);
  const [total] = await periodTotals(db, period.start, period.end, userId);
  const level = levelOf((await vipProgress(db, userId)).level);
  const usd = total ? cashbackUsd(level, total.wagered, total.paid) : 0n;
  const code = await selectedCoin(db, userId);
  const prices = await loadPrices(db);
  return present(
    db,
    userId,
    {
      code,
      amount: coinAmount(prices, code, usd),
      ratePercent: level.cashbackPercent,
      start: period.start,
      end: period.end,
      canClaim: false,
    },
    now,
    prices,
  );
}

/**
 * Credits the player's claimable cashback once.
 * @throws ApiError 422 `cashback_not_available` when nothing is claimable (or a concurrent claim won)
 */
export async function claimCashback(
  services: Services,
  userId: number,
): Promise<Schemas["CashbackClaim"]> {
  const { db, realtime } = services;
  const at = new Date(services.clock.now());
  const claimed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("cashback_periods")
      .selectAll()
      .where("user_id", "=", userId)
      .where("status", "=", "claimable")
      .orderBy("period_start", "desc")
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    const switched = await trx
      .updateTable("cashback_periods")
      .set({ status: "claimed", claimed_at: at })
      .where("id", "=", row.id)
      .where("status", "=", "claimable")
      .returningAll()
      .executeTakeFirst();
    if (!switched) return undefined;
    return creditOnce(trx, {
      userId,
      kind: "cashback",
      key: `period:${row.period_start.toISOString()}`,
      code: row.code,
      amount: dec(row.amount),
      amountUsd: dec(row.amount_usd),
      at,
    });
  });
  if (!claimed) throw unprocessable("cashback_not_available");
  const wallet = await announceBalance(db, realtime, userId, claimed.code, "cashback");
  return {
    entity_wallet_code: claimed.code as Schemas["EntityWalletCode"],
    amount: fmt(claimed.amount),
    wallet,
  };
}
