/**
 * Durable subscribers of `betSettled`. The domain event is raised in-process after the bet's
 * commit, so a process that dies between the commit and a listener loses that listener's effect.
 * Each durable listener therefore records the settled rounds it processed in `bet_effects`
 * (`(listener, bet_id)`, written in the same transaction as its effect, or after effects that are
 * idempotent on their own), and the scheduled catch-up (`jobs/bet-catch-up.ts`) replays, through
 * the same function, the settled rounds a listener has no row for. docs/sandbox.md, "Durable bet
 * subscribers".
 */
import type { BetListener, Db } from "../../db/types.ts";
import type { AfterCommit, BetEffect, BetSettled } from "../../lib/events.ts";
import type { Tx } from "../../lib/ledger.ts";
import type { Services } from "../../services.ts";

/** How long after settling a bet the catch-up job takes over from the live subscriber. */
export const CATCH_UP_AFTER_MS = 10_000;

/** How far back the catch-up looks (older lost effects stay lost: a day is far beyond a restart). */
export const CATCH_UP_WINDOW_MS = 86_400_000;

/** The most rounds one catch-up run replays per listener (the next run takes the rest). */
export const CATCH_UP_BATCH = 200;

/**
 * Records that `listener` processed the round `betId`. Inside a transaction, call it first: a
 * concurrent delivery of the same round then waits on the row and finds it taken.
 * @returns true when this call recorded it (the effect is to be applied now)
 */
export async function markBetProcessed(
  db: Tx,
  listener: BetListener,
  betId: number,
  at: Date,
): Promise<boolean> {
  const row = await db
    .insertInto("bet_effects")
    .values({ listener, bet_id: betId, processed_at: at })
    .onConflict((oc) => oc.columns(["listener", "bet_id"]).doNothing())
    .returning("bet_id")
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The settled rounds `listener` has not processed (no `bet_effects` row), oldest first: the
 * catch-up job and a tournament's final count narrow it to their time range and batch size.
 */
export function unprocessedRounds(db: Db, listener: BetListener) {
  return db
    .selectFrom("game_rounds as r")
    .selectAll("r")
    .where("r.status", "=", "settled")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("bet_effects as e")
            .select("e.bet_id")
            .whereRef("e.bet_id", "=", "r.id")
            .where("e.listener", "=", listener),
        ),
      ),
    )
    .orderBy("r.id");
}

/**
 * Applies the durable listeners' effects of one settled round in ONE transaction: one
 * `bet_effects` insert of every listener's row first (a concurrent delivery of the round, live or
 * catch-up, waits on those rows and finds them taken), then, in the given order, the work of each
 * listener whose row this call recorded; one commit; then their after-commit work. A failure rolls
 * back every listener's row and effect together: the catch-up job replays them (each listener
 * alone), so each effect still applies exactly once.
 * @returns the listeners applied now (not those that had processed the round before)
 * @throws the first after-commit failure, once every after-commit work ran
 */
export async function applyBetEffects(
  services: Services,
  event: BetSettled,
  effects: readonly (readonly [BetListener, BetEffect])[],
): Promise<BetListener[]> {
  if (effects.length === 0) return [];
  const at = new Date(services.clock.now());
  const { applied, after } = await services.db.transaction().execute(async (trx) => {
    const rows = await trx
      .insertInto("bet_effects")
      .values(effects.map(([listener]) => ({ listener, bet_id: event.betId, processed_at: at })))
      .onConflict((oc) => oc.columns(["listener", "bet_id"]).doNothing())
      .returning("listener")
      .execute();
    const recorded = new Set(rows.map((row) => row.listener));
    const done: BetListener[] = [];
    const later: AfterCommit[] = [];
    for (const [listener, effect] of effects) {
      if (!recorded.has(listener)) continue;
      const next = await effect(trx, services, event, at);
      done.push(listener);
      if (next) later.push(next);
    }
    return { applied: done, after: later };
  });
  const failures: unknown[] = [];
  for (const work of after) await work().catch((error: unknown) => failures.push(error));
  if (failures.length) throw failures[0];
  return applied;
}
