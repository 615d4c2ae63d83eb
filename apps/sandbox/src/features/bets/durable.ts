/**
 * Durable subscribers of `betSettled`. The domain event is raised in-process after the bet's
 * commit, so a process that dies between the commit and a listener loses that listener's effect.
 * Each durable listener therefore records the settled rounds it processed in `bet_effects`
 * (`(listener, bet_id)`, written in the same transaction as its effect, or after effects that are
 * idempotent on their own), and the scheduled catch-up (`jobs/bet-catch-up.ts`) replays, through
 * the same function, the settled rounds a listener has no row for. docs/sandbox.md, "Durable bet
 * subscribers".
 */
import type { BetListener } from "../../db/types.ts";
import type { Tx } from "../../lib/ledger.ts";

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
