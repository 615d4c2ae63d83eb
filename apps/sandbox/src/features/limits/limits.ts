/**
 * Responsible gaming: a player's deposit, loss and wager limits, the session-time reminder, a
 * cool-off and self-exclusion (docs/responsible-gaming.md).
 *
 * Limits are in USD over rolling windows (daily: the last 24 hours, weekly: 7 days, monthly: 30
 * days). A new or lower limit applies at once; a raise or a removal waits {@link RAISE_DELAY_MS}
 * (pending) and then applies by itself (read lazily: the pending value counts from its time on).
 * The bet pipeline asks {@link checkBet} before a stake leaves the wallet and the deposit credit
 * asks {@link depositRefusal} before the money arrives; both run inside the caller's database
 * transaction and lock the player's limit rows, so two concurrent bets cannot both use the last
 * room under a limit.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import type {
  Database,
  GamingLimitPeriod,
  GamingLimitRow,
  GamingLimitType,
  GamingRestrictionsRow,
} from "../../db/types.ts";
import { dec, fmt, mul, type Dec } from "@casino/rules";
import { ApiError } from "../../lib/errors.ts";
import type { Locale } from "../../lib/content-language.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { text, utcMinute } from "../../lib/player-texts.ts";
import { loadPrices, price, recentPrices, type Prices } from "../wallets/index.ts";

type Executor = Kysely<Database> | Transaction<Database>;

export const LIMIT_TYPES: readonly GamingLimitType[] = ["deposit", "loss", "wager"];
export const LIMIT_PERIODS: readonly GamingLimitPeriod[] = ["daily", "weekly", "monthly"];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The rolling window of each period. */
export const PERIOD_MS: Record<GamingLimitPeriod, number> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
  monthly: 30 * DAY_MS,
};

/** A raise or removal of a limit waits this long. */
export const RAISE_DELAY_MS = DAY_MS;

/** A limit's bounds in USD (2 decimals). */
export const LIMIT_MIN_USD = "1";
export const LIMIT_MAX_USD = "1000000";

/** Cool-off: 24 hours to 6 weeks. */
export const COOL_OFF_MIN_HOURS = 24;
export const COOL_OFF_MAX_HOURS = 6 * 7 * 24;

/** Self-exclusion: 6 months to 5 years (calendar months). */
export const SELF_EXCLUSION_MIN_MONTHS = 6;
export const SELF_EXCLUSION_MAX_MONTHS = 60;

/** Session reminder: every 15 minutes to 12 hours. */
export const REMINDER_MIN_MINUTES = 15;
export const REMINDER_MAX_MINUTES = 720;

/** A limit as it stands at one moment (a pending change whose time has come applies). */
export interface EffectiveLimit {
  type: GamingLimitType;
  period: GamingLimitPeriod;
  amount: Dec | null;
  pending: { amount: Dec | null; from: Date } | null;
}

/** The limit a row holds at `now`. */
export function effectiveLimit(row: GamingLimitRow, now: Date): EffectiveLimit {
  const pendingDue = row.pending_set && row.pending_from && row.pending_from <= now;
  const amount = pendingDue
    ? row.pending_amount === null
      ? null
      : dec(row.pending_amount)
    : row.amount === null
      ? null
      : dec(row.amount);
  const pending =
    row.pending_set && !pendingDue && row.pending_from
      ? {
          amount: row.pending_amount === null ? null : dec(row.pending_amount),
          from: row.pending_from,
        }
      : null;
  return { type: row.limit_type, period: row.period, amount, pending };
}

/**
 * What a change asks: a new or lower limit applies at once (and drops a pending raise); a
 * higher one or a removal waits {@link RAISE_DELAY_MS}; asking again for the limit in force
 * cancels a pending change.
 */
export function planChange(
  current: EffectiveLimit | undefined,
  requested: Dec | null,
  now: Date,
): { amount: Dec | null; pending: { amount: Dec | null; from: Date } | null } {
  const inForce = current?.amount ?? null;
  const lower = requested !== null && (inForce === null || requested <= inForce);
  if (lower) return { amount: requested, pending: null };
  if (inForce === null) return { amount: null, pending: null }; // removing what is not set
  return {
    amount: inForce,
    pending: { amount: requested, from: new Date(now.getTime() + RAISE_DELAY_MS) },
  };
}

/** The player's limit rows as they stand at `now` (locked with `forUpdate` inside a transaction). */
export async function loadLimits(
  db: Executor,
  userId: number,
  now: Date,
  forUpdate = false,
): Promise<EffectiveLimit[]> {
  let query = db.selectFrom("gaming_limits").selectAll().where("user_id", "=", userId);
  if (forUpdate) query = query.forUpdate();
  return (await query.execute()).map((row) => effectiveLimit(row, now));
}

/** The player's cool-off and self-exclusion row, if any. */
export async function loadRestrictions(
  db: Executor,
  userId: number,
): Promise<GamingRestrictionsRow | undefined> {
  return db
    .selectFrom("gaming_restrictions")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

const longDate = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** A refusal because of a cool-off or self-exclusion in force at `now`, if any. */
export function restrictionError(
  row: GamingRestrictionsRow | undefined,
  now: Date,
): ApiError | undefined {
  if (row?.self_excluded_until && row.self_excluded_until > now)
    return new ApiError(422, "self_excluded", {
      message: `You have excluded yourself until ${longDate(row.self_excluded_until)}: betting and deposits are closed until then.`,
      details: restrictionDetails(row.self_excluded_until),
    });
  if (row?.cool_off_until && row.cool_off_until > now)
    return new ApiError(422, "cooling_off", {
      message: `You are taking a break until ${longDate(row.cool_off_until)}: betting and deposits are paused until then.`,
      details: restrictionDetails(row.cool_off_until),
    });
  return undefined;
}

/** The `details` of a cool-off or self-exclusion refusal: when it ends. */
export function restrictionDetails(until: Date): Schemas["GamingRefusal"] {
  return {
    limit_type: null,
    period: null,
    amount: null,
    remaining: null,
    resets_at: until.toISOString(),
  };
}

/** Refuses a sign-in during a self-exclusion (403 `self_excluded`, the message names its end). */
export async function assertMaySignIn(db: Executor, userId: number, now: Date): Promise<void> {
  const row = await loadRestrictions(db, userId);
  if (row?.self_excluded_until && row.self_excluded_until > now)
    throw new ApiError(403, "self_excluded", {
      message: `You have excluded yourself until ${longDate(row.self_excluded_until)}. Your account opens again then.`,
    });
}

/** What a sign-in tells a player on a cool-off (bets and deposits are paused), if anything. */
export async function signInNotice(
  db: Executor,
  userId: number,
  now: Date,
): Promise<string | undefined> {
  const row = await loadRestrictions(db, userId);
  if (row?.cool_off_until && row.cool_off_until > now)
    return `Signed in. You are taking a break until ${longDate(row.cool_off_until)}: betting and deposits are paused until then; withdrawals stay open.`;
  return undefined;
}

const zero = (value: string | null | undefined) => dec(value ?? "0");

/**
 * What a window used so far, in USD: deposits pending or credited (at today's rates), stakes
 * (wager), or stakes minus payouts (loss, at least 0) of the rounds opened in the window.
 */
export async function usedInWindow(
  db: Executor,
  userId: number,
  type: GamingLimitType,
  since: Date,
  prices: Prices,
  excludeTransactionId?: number,
): Promise<Dec> {
  if (type === "deposit") {
    let query = db
      .selectFrom("wallet_transactions")
      .select(["code", sql<string>`sum(amount)`.as("total")])
      .where("user_id", "=", userId)
      .where("type", "=", "deposit")
      .where("status", "in", ["pending", "confirmed"])
      .where("created_at", ">=", since)
      .groupBy("code");
    if (excludeTransactionId !== undefined) query = query.where("id", "!=", excludeTransactionId);
    let total = 0n;
    for (const row of await query.execute())
      total += mul(dec(row.total), price(prices, row.code, "USD"));
    return total;
  }
  const row = await db
    .selectFrom("game_rounds")
    .select([
      sql<string | null>`sum(stake_usd)`.as("stake"),
      sql<string | null>`sum(payout_usd)`.as("payout"),
    ])
    .where("user_id", "=", userId)
    .where("status", "!=", "rolled_back")
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  if (type === "wager") return zero(row.stake);
  const loss = zero(row.stake) - zero(row.payout);
  return loss > 0n ? loss : 0n;
}

/**
 * When the oldest deposit or round a window counts leaves it (room starts to come back), or null
 * when the window counts nothing.
 */
export async function windowFreesAt(
  db: Executor,
  userId: number,
  type: GamingLimitType,
  period: GamingLimitPeriod,
  now: Date,
  excludeTransactionId?: number,
): Promise<Date | null> {
  const since = new Date(now.getTime() - PERIOD_MS[period]);
  let oldest: Date | string | null | undefined;
  if (type === "deposit") {
    let query = db
      .selectFrom("wallet_transactions")
      .select(sql<Date | string | null>`min(created_at)`.as("oldest"))
      .where("user_id", "=", userId)
      .where("type", "=", "deposit")
      .where("status", "in", ["pending", "confirmed"])
      .where("created_at", ">=", since);
    if (excludeTransactionId !== undefined) query = query.where("id", "!=", excludeTransactionId);
    oldest = (await query.executeTakeFirst())?.oldest;
  } else {
    oldest = (
      await db
        .selectFrom("game_rounds")
        .select(sql<Date | string | null>`min(created_at)`.as("oldest"))
        .where("user_id", "=", userId)
        .where("status", "!=", "rolled_back")
        .where("created_at", ">=", since)
        .executeTakeFirst()
    )?.oldest;
  }
  if (oldest === null || oldest === undefined) return null;
  return new Date(new Date(oldest).getTime() + PERIOD_MS[period]);
}

const LIMIT_ERROR: Record<GamingLimitType, string> = {
  deposit: "deposit_limit_exceeded",
  loss: "loss_limit_exceeded",
  wager: "wager_limit_exceeded",
};

/** The first limit of these types that `addUsd` more would exceed, as a refusal. */
async function overLimit(
  db: Executor,
  userId: number,
  types: readonly GamingLimitType[],
  addUsd: Dec,
  now: Date,
  prices: Prices,
  excludeTransactionId?: number,
): Promise<ApiError | undefined> {
  const limits = (await loadLimits(db, userId, now, true)).filter(
    (limit) => types.includes(limit.type) && limit.amount !== null,
  );
  for (const limit of limits) {
    const since = new Date(now.getTime() - PERIOD_MS[limit.period]);
    const used = await usedInWindow(db, userId, limit.type, since, prices, excludeTransactionId);
    if (used + addUsd > limit.amount!) {
      const left = limit.amount! - used > 0n ? limit.amount! - used : 0n;
      const resetsAt = await windowFreesAt(
        db,
        userId,
        limit.type,
        limit.period,
        now,
        excludeTransactionId,
      );
      const details: Schemas["GamingRefusal"] = {
        limit_type: limit.type,
        period: limit.period,
        amount: fmt(limit.amount!, 2),
        remaining: fmt(left, 2),
        resets_at: resetsAt ? resetsAt.toISOString() : null,
      };
      return new ApiError(422, LIMIT_ERROR[limit.type], {
        message: `This is over your ${limit.period} ${limit.type} limit of ${fmt(limit.amount!, 2)} USD (${fmt(left, 2)} USD left).`,
        details,
      });
    }
  }
  return undefined;
}

/**
 * The bet pipeline's check before a stake is taken: a cool-off or self-exclusion refuses
 * (422 `cooling_off` / `self_excluded`), and so does a stake that would pass a loss or wager
 * limit (422 `loss_limit_exceeded` / `wager_limit_exceeded`, the message says which and what is
 * left). Runs in the bet's transaction.
 */
export async function checkBet(
  trx: Transaction<Database>,
  input: { userId: number; walletCode: string; amount: Dec },
  now: Date,
): Promise<void> {
  const restricted = restrictionError(await loadRestrictions(trx, input.userId), now);
  if (restricted) throw restricted;
  const prices = await recentPrices(trx);
  const stakeUsd = mul(input.amount, price(prices, input.walletCode, "USD"));
  const refusal = await overLimit(trx, input.userId, ["loss", "wager"], stakeUsd, now, prices);
  if (refusal) throw refusal;
}

/**
 * Why a deposit must not be credited (or started), if it must not: a cool-off or
 * self-exclusion, or a deposit limit it would pass. `excludeTransactionId`: the deposit being
 * credited (already counted as pending).
 */
export async function depositRefusal(
  db: Executor,
  input: { userId: number; code: string; amount: Dec; excludeTransactionId?: number },
  now: Date,
): Promise<ApiError | undefined> {
  const restricted = restrictionError(await loadRestrictions(db, input.userId), now);
  if (restricted) return restricted;
  const prices = await loadPrices(db);
  const usd = mul(input.amount, price(prices, input.code, "USD"));
  return overLimit(db, input.userId, ["deposit"], usd, now, prices, input.excludeTransactionId);
}

const DEPOSIT_LIMIT_TEXT = {
  daily: "notice.refusal.depositLimitDaily",
  weekly: "notice.refusal.depositLimitWeekly",
  monthly: "notice.refusal.depositLimitMonthly",
} as const;

/**
 * Why a deposit was refused ({@link depositRefusal}), in a player's language, from the refusal's
 * code and details (the error's own message is English, for the API answer).
 */
export function refusalText(locale: Locale, refusal: ApiError): string {
  const details = refusal.details as Schemas["GamingRefusal"] | undefined;
  const until = details?.resets_at ? utcMinute(new Date(details.resets_at)) : undefined;
  if (refusal.code === "self_excluded" && until)
    return text(locale, "notice.refusal.selfExcluded", { until });
  if (refusal.code === "cooling_off" && until)
    return text(locale, "notice.refusal.coolingOff", { until });
  if (details?.limit_type === "deposit" && details.period && details.amount && details.remaining)
    return text(locale, DEPOSIT_LIMIT_TEXT[details.period], {
      limit: details.amount,
      left: details.remaining,
    });
  return text(locale, "notice.refusal.other");
}

/** The contract's `ResponsibleGaming` for a player at `now`. */
export async function presentResponsibleGaming(
  db: Executor,
  userId: number,
  now: Date,
): Promise<Schemas["ResponsibleGaming"]> {
  const rows = await loadLimits(db, userId, now);
  const prices = await loadPrices(db);
  const limits: Schemas["GamingLimit"][] = [];
  for (const type of LIMIT_TYPES) {
    for (const period of LIMIT_PERIODS) {
      const limit = rows.find((row) => row.type === type && row.period === period);
      const since = new Date(now.getTime() - PERIOD_MS[period]);
      const used = await usedInWindow(db, userId, type, since, prices);
      const amount = limit?.amount ?? null;
      limits.push({
        limit_type: type,
        period,
        amount: amount === null ? null : fmt(amount, 2),
        pending_amount:
          limit?.pending && limit.pending.amount !== null ? fmt(limit.pending.amount, 2) : null,
        pending_from: limit?.pending ? limit.pending.from.toISOString() : null,
        used: fmt(used, 2),
        remaining: amount === null ? null : fmt(amount > used ? amount - used : 0n, 2),
      });
    }
  }
  const restrictions = await loadRestrictions(db, userId);
  const active = (date: Date | null | undefined) =>
    date && date > now ? date.toISOString() : null;
  return {
    currency: "USD",
    limits,
    session_reminder_minutes: restrictions?.session_reminder_minutes ?? null,
    cool_off_until: active(restrictions?.cool_off_until),
    self_excluded_until: active(restrictions?.self_excluded_until),
  };
}
