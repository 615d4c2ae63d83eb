/**
 * The catch-up of the bet pipeline's durable subscribers (`features/bets/durable.ts`): for each
 * listener, the settled rounds of the last day it has no `bet_effects` row for (once they are
 * {@link CATCH_UP_AFTER_MS} old, so the live subscriber had its chance) are replayed through the
 * same function the live subscriber runs (`src/bet-effects.ts`), one listener at a time.
 * Each listener applies a round once (its mark and its effect commit together), so a run
 * repeated, concurrent with another instance or with the live subscriber credits nothing twice.
 * Scheduled as `bet-catch-up` (`./registry.ts`): after a restart its first run comes within one
 * period.
 */
import type { BetListener } from "../db/types.ts";
import type { Services } from "../services.ts";
import {
  applyBetEffects,
  CATCH_UP_AFTER_MS,
  CATCH_UP_BATCH,
  CATCH_UP_WINDOW_MS,
  unprocessedRounds,
} from "../features/bets/durable.ts";
import { betEffects } from "../bet-effects.ts";
import { betSettledPayload } from "../features/bets/pipeline.ts";

/**
 * Replays the settled rounds each durable listener missed.
 * @returns how many rounds each listener replayed
 * @throws AggregateError after the run when some rounds failed (they are retried next run)
 */
export async function catchUpBets(
  services: Services,
  now: number = services.clock.now(),
): Promise<Record<BetListener, number>> {
  const replayed = { bonuses: 0, challenges: 0, tournaments: 0, loyalty: 0 };
  const errors: unknown[] = [];
  for (const entry of betEffects) {
    const [listener] = entry;
    const missed = await unprocessedRounds(services.db, listener)
      .where("r.settled_at", ">", new Date(now - CATCH_UP_WINDOW_MS))
      .where("r.settled_at", "<", new Date(now - CATCH_UP_AFTER_MS))
      .limit(CATCH_UP_BATCH)
      .execute();
    for (const round of missed) {
      try {
        // This listener alone: one that keeps failing holds back no other.
        const applied = await applyBetEffects(services, betSettledPayload(round), [entry]);
        replayed[listener] += applied.length;
      } catch (error) {
        errors.push(error);
      }
    }
  }
  if (errors.length)
    throw new AggregateError(errors, `${errors.length} bet catch-up item(s) failed`);
  return replayed;
}
