/**
 * The responsible gaming calls: read the settings, change one limit, the session reminder, start
 * a cool-off or a self-exclusion.
 */
import { sql } from "kysely";
import type { GamingLimitPeriod, GamingLimitType } from "../../db/types.ts";
import { verifyPassword } from "../../lib/crypto.ts";
import { dec, decimalsOf, fmt, isDecimal } from "@casino/rules";
import { ok } from "../../lib/envelope.ts";
import { fieldError, unprocessable } from "../../lib/errors.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import { text } from "../../lib/player-texts.ts";
import type { Services } from "../../services.ts";
import { notify } from "../notifications/index.ts";
import {
  COOL_OFF_MAX_HOURS,
  COOL_OFF_MIN_HOURS,
  LIMIT_MAX_USD,
  LIMIT_MIN_USD,
  loadLimits,
  loadRestrictions,
  planChange,
  presentResponsibleGaming,
  REMINDER_MAX_MINUTES,
  REMINDER_MIN_MINUTES,
  SELF_EXCLUSION_MAX_MONTHS,
  SELF_EXCLUSION_MIN_MONTHS,
} from "./limits.ts";

const when = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** `months` calendar months after `from` (the day clamped to the month's last). */
function addMonths(from: Date, months: number): Date {
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date;
}

function integerIn(field: string, value: unknown, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value)) throw fieldError(field, "numeric");
  if (value < min || value > max) throw fieldError(field, "between");
  return value;
}

/** The handlers of the responsible gaming feature. */
export function limitHandlers(services: Services): Handlers {
  const { db, clock, realtime } = services;
  const present = (userId: number) => presentResponsibleGaming(db, userId, new Date(clock.now()));

  /** Extends the cool-off or self-exclusion to `until` (never shortens it). */
  async function extend(
    userId: number,
    column: "cool_off_until" | "self_excluded_until",
    until: Date,
  ): Promise<void> {
    const now = new Date(clock.now());
    const current = (await loadRestrictions(db, userId))?.[column];
    if (current && current > until)
      throw unprocessable(column === "cool_off_until" ? "cooling_off" : "self_excluded");
    await db
      .insertInto("gaming_restrictions")
      .values({ user_id: userId, [column]: until, updated_at: now })
      .onConflict((oc) =>
        oc.column("user_id").doUpdateSet({
          [column]: sql`greatest(gaming_restrictions.${sql.ref(column)}, excluded.${sql.ref(column)})`,
          updated_at: now,
        }),
      )
      .execute();
  }

  return {
    getResponsibleGaming: async (ctx) => {
      const { user } = requireAuth(ctx);
      return ok(await present(user.id));
    },

    updateGamingLimit: async (ctx) => {
      const { user } = requireAuth(ctx);
      const body = ctx.body as {
        limit_type: GamingLimitType;
        period: GamingLimitPeriod;
        amount: string | null;
      };
      let requested = null;
      if (body.amount !== null) {
        if (!isDecimal(body.amount) || decimalsOf(body.amount) > 2)
          throw fieldError("amount", "numeric");
        requested = dec(body.amount);
        if (requested < dec(LIMIT_MIN_USD) || requested > dec(LIMIT_MAX_USD))
          throw fieldError("amount", "between");
      }
      const now = new Date(clock.now());
      const planned = await db.transaction().execute(async (trx) => {
        const current = (await loadLimits(trx, user.id, now, true)).find(
          (limit) => limit.type === body.limit_type && limit.period === body.period,
        );
        const plan = planChange(current, requested, now);
        const values = {
          amount: plan.amount === null ? null : fmt(plan.amount, 2),
          pending_set: plan.pending !== null,
          pending_amount:
            plan.pending && plan.pending.amount !== null ? fmt(plan.pending.amount, 2) : null,
          pending_from: plan.pending?.from ?? null,
          updated_at: now,
        };
        await trx
          .insertInto("gaming_limits")
          .values({ user_id: user.id, limit_type: body.limit_type, period: body.period, ...values })
          .onConflict((oc) => oc.columns(["user_id", "limit_type", "period"]).doUpdateSet(values))
          .execute();
        return plan;
      });
      const message = planned.pending
        ? `Your ${body.period} ${body.limit_type} limit changes on ${when(planned.pending.from)}; until then the current one applies.`
        : `Your ${body.period} ${body.limit_type} limit is saved and applies now.`;
      return ok(await present(user.id), message);
    },

    updateSessionReminder: async (ctx) => {
      const { user } = requireAuth(ctx);
      const { minutes } = ctx.body as { minutes: number | null };
      const value =
        minutes === null
          ? null
          : integerIn("minutes", minutes, REMINDER_MIN_MINUTES, REMINDER_MAX_MINUTES);
      const now = new Date(clock.now());
      await db
        .insertInto("gaming_restrictions")
        .values({ user_id: user.id, session_reminder_minutes: value, updated_at: now })
        .onConflict((oc) =>
          oc.column("user_id").doUpdateSet({ session_reminder_minutes: value, updated_at: now }),
        )
        .execute();
      return ok(await present(user.id));
    },

    startCoolOff: async (ctx) => {
      const { user } = requireAuth(ctx);
      const { hours } = ctx.body as { hours: number };
      integerIn("hours", hours, COOL_OFF_MIN_HOURS, COOL_OFF_MAX_HOURS);
      const now = new Date(clock.now());
      const until = new Date(now.getTime() + hours * 3_600_000);
      await extend(user.id, "cool_off_until", until);
      await notify(
        db,
        realtime,
        user.id,
        (locale) => ({
          type: "system",
          title: text(locale, "notice.breakStarted.title"),
          body: text(locale, "notice.breakStarted.body", { until: when(until) }),
          link: null,
        }),
        now,
      );
      return ok(await present(user.id), `Betting and deposits are paused until ${when(until)}.`);
    },

    startSelfExclusion: async (ctx) => {
      const auth = requireAuth(ctx);
      const { months, current_password: password } = ctx.body as {
        months: number;
        current_password?: string;
      };
      integerIn("months", months, SELF_EXCLUSION_MIN_MONTHS, SELF_EXCLUSION_MAX_MONTHS);
      if (auth.user.password_hash) {
        if (!password) throw fieldError("current_password", "required");
        if (!(await verifyPassword(password, auth.user.password_hash)))
          throw fieldError("current_password", "current_password_wrong");
      }
      const now = new Date(clock.now());
      const until = addMonths(now, months);
      await extend(auth.user.id, "self_excluded_until", until);
      const data = await present(auth.user.id);
      // Every session ends now, this one included: sign-in is refused until the end.
      await services.sessions.revokeAll(auth.user.id, "self_excluded");
      return ok(data, `You have excluded yourself until ${when(until)}.`);
    },
  };
}
