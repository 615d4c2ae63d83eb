/**
 * Cashback (docs/vip.md). A scheduled job, {@link computeCashback}, computes once per ended period
 * (a UTC day for the daily levels, a week from Monday 00:00 UTC for the weekly ones) every
 * player's cashback from their settled real-money rounds of the period (the gaming-history truth
 * the ledger agrees with): the level's percentage of the net loss plus the level's rakeback,
 * converted to the player's selected coin. The level held at the start of the week decides the
 * period's kind, the level held at its end the rate ({@link cashbackPeriodOf}). Each result is
 * stored once per `(player, kind, period)`, replaces an unclaimed older one (claim within one
 * period), and the player gets `ready_claim_cashback`. A claim credits the claimable row once,
 * even under concurrent claims (the row is switched to `claimed` under a row lock, and the credit
 * is keyed by period).
 */
import type { Selectable } from "kysely";
import type { CashbackPeriodsTable } from "../../db/types.ts";
import { dec, fmt, type Dec } from "@casino/rules";
import { unprocessable } from "../../lib/errors.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import type { Tx } from "../../lib/ledger.ts";
import type { Services } from "../../services.ts";
import { notify } from "../notifications/index.ts";
import { findCoin, walletSettings } from "../wallets/index.ts";
import { fiatAmount, loadPrices, price, type Prices } from "../wallets/index.ts";
import { announceCredit, creditOnce, selectedCoin } from "./credit.ts";
import {
  cashbackPeriodOf,
  cashbackUsd,
  lastEndedPeriod,
  levelName,
  REWARD_CURRENCY,
  usdToCoin,
  type CashbackPeriodKind,
  type LevelDefinition,
  type LevelReached,
} from "./rules.ts";
import { moneyText } from "../../lib/money-text.ts";
import { text, utcMinute } from "../../lib/player-texts.ts";

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

/** The levels each player reached and when, lowest first (empty: never above level 0). */
async function levelHistories(db: Tx, userIds: number[]): Promise<Map<number, LevelReached[]>> {
  const histories = new Map<number, LevelReached[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return histories;
  const rows = await db
    .selectFrom("vip_level_history")
    .select(["user_id", "level", "reached_at"])
    .where("user_id", "in", userIds)
    .orderBy("level")
    .execute();
  for (const row of rows)
    histories.get(row.user_id)?.push({ level: row.level, reachedAt: row.reached_at });
  return histories;
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
    kind: CashbackPeriodKind;
    /** When the player's running period ends (the next computation). */
    nextClaimAt: Date;
  },
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
    next_claim_at: state.nextClaimAt.toISOString(),
    last_claimed_at: last?.claimed_at?.toISOString() ?? null,
    cashback_period: state.kind,
  };
}

function presentRow(db: Tx, row: CashbackRow, nextClaimAt: Date, prices?: Prices) {
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
      kind: row.period_kind,
      nextClaimAt,
    },
    prices,
  );
}

/** What one run did: the period and the cashbacks it made claimable. */
export interface CashbackRun {
  kind: CashbackPeriodKind;
  periodStart: Date;
  created: number;
}

type Period = { kind: CashbackPeriodKind; start: Date; end: Date };
type Totals = Awaited<ReturnType<typeof periodTotals>>[number];

/** Stores one player's cashback of an ended period once; tells them. Returns whether it was new. */
async function cashbackFor(
  services: Services,
  total: Totals,
  period: Period,
  level: LevelDefinition,
  nextClaimAt: Date,
  prices: Prices,
  now: number,
): Promise<boolean> {
  const { db, realtime } = services;
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
        period_kind: period.kind,
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
      .onConflict((oc) => oc.columns(["user_id", "period_kind", "period_start"]).doNothing())
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
    cashback: await presentRow(db, row, nextClaimAt, prices),
  });
  const money = moneyText(amount, code);
  await notify(
    db,
    realtime,
    total.userId,
    (locale) => ({
      type: "cashback",
      title: text(locale, "notice.cashbackReady.title"),
      body: text(
        locale,
        period.kind === "daily"
          ? "notice.cashbackReady.bodyDaily"
          : "notice.cashbackReady.bodyWeekly",
        {
          amount: money.text,
          percent: level.cashbackPercent,
          level: levelName(level, locale),
          until: utcMinute(nextClaimAt),
        },
      ),
      link: "/bonuses",
      amounts: [money],
    }),
    new Date(now),
  );
  return true;
}

/**
 * Computes the cashback of the last ended daily and weekly periods for every player who played in
 * them and whose period kind it is, once (idempotent: a finished `(kind, period)` is skipped, a
 * player's period is stored once, so runs on two instances or a retry credit nothing twice).
 * Registered as a scheduled job. Returns the runs it did (empty: both periods were done).
 */
export async function computeCashback(
  services: Services,
  now: number = services.clock.now(),
  onError: (error: unknown) => void = () => undefined,
): Promise<CashbackRun[]> {
  const { db } = services;
  const runs: CashbackRun[] = [];
  for (const kind of ["daily", "weekly"] as const) {
    const period = { kind, ...lastEndedPeriod(now, kind) };
    const done = await db
      .selectFrom("cashback_runs")
      .select("period_start")
      .where("period_kind", "=", kind)
      .where("period_start", "=", period.start)
      .executeTakeFirst();
    if (done) continue;
    const prices = await loadPrices(db);
    const totals = await periodTotals(db, period.start, period.end);
    const histories = await levelHistories(
      db,
      totals.map((total) => total.userId),
    );
    let created = 0;
    let failed = false;
    for (const total of totals) {
      const history = histories.get(total.userId) ?? [];
      const of = cashbackPeriodOf(history, period.start.getTime());
      if (of.kind !== kind) continue; // the other kind's run covers this player's rounds
      try {
        const nextClaimAt = cashbackPeriodOf(history, now).end;
        if (await cashbackFor(services, total, period, of.level, nextClaimAt, prices, now))
          created += 1;
      } catch (error) {
        // The others still get theirs; the period is retried (the stored ones are skipped).
        failed = true;
        onError(error);
      }
    }
    runs.push({ kind, periodStart: period.start, created });
    if (failed) continue;
    await db
      .insertInto("cashback_runs")
      .values({
        period_kind: kind,
        period_start: period.start,
        period_end: period.end,
        players: created,
      })
      .onConflict((oc) => oc.columns(["period_kind", "period_start"]).doNothing())
      .execute();
  }
  return runs;
}

/** The player's latest claimable cashback period (a query to run, or to lock first). */
const claimablePeriod = (db: Tx, userId: number) =>
  db
    .selectFrom("cashback_periods")
    .selectAll()
    .where("user_id", "=", userId)
    .where("status", "=", "claimable")
    .orderBy("period_start", "desc");

/** The claimable cashback, or else the running period's estimate (not claimable yet). */
export async function cashbackState(services: Services, userId: number) {
  const { db } = services;
  const now = services.clock.now();
  const history = (await levelHistories(db, [userId])).get(userId) ?? [];
  const running = cashbackPeriodOf(history, now);
  const claimable = await claimablePeriod(db, userId).executeTakeFirst();
  if (claimable) return presentRow(db, claimable, running.end);
  const [total] = await periodTotals(db, running.start, running.end, userId);
  const usd = total ? cashbackUsd(running.level, total.wagered, total.paid) : 0n;
  const code = await selectedCoin(db, userId);
  const prices = await loadPrices(db);
  return present(
    db,
    userId,
    {
      code,
      amount: coinAmount(prices, code, usd),
      ratePercent: running.level.cashbackPercent,
      start: running.start,
      end: running.end,
      canClaim: false,
      kind: running.kind,
      nextClaimAt: running.end,
    },
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
  const { db } = services;
  const at = new Date(services.clock.now());
  const claimed = await db.transaction().execute(async (trx) => {
    const row = await claimablePeriod(trx, userId).forUpdate().executeTakeFirst();
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
      // Daily keys kept their form of before the weekly periods (`period:<start>`).
      key: `period:${row.period_kind === "weekly" ? "weekly:" : ""}${row.period_start.toISOString()}`,
      code: row.code,
      amount: dec(row.amount),
      amountUsd: dec(row.amount_usd),
      at,
    });
  });
  if (!claimed) throw unprocessable("cashback_not_available");
  return announceCredit(services, userId, claimed, "cashback");
}
