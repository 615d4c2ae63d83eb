/**
 * The catch-up of the bet pipeline's durable subscribers (`features/bets/durable.ts`): for each
 * listener, the settled rounds of the last day it has no `bet_effects` row for (once they are
 * {@link CATCH_UP_AFTER_MS} old, so the live subscriber had its chance) are replayed through the
 * same function the live subscriber runs. Each listener applies a round once (its mark and its
 * effect commit together, or its effects are idempotent), so a run repeated, concurrent with
 * another instance or with the live subscriber credits nothing twice. Scheduled as `bet-catch-up`
 * (`./registry.ts`): after a restart its first run comes within one period.
 */
import type { BetListener } from "../db/types.ts";
import type { BetSettled } from "../lib/events.ts";
import type { Services } from "../services.ts";
import { CATCH_UP_AFTER_MS, CATCH_UP_BATCH, CATCH_UP_WINDOW_MS } from "../features/bets/durable.ts";
import { betSettledPayload } from "../features/bets/pipeline.ts";
import { onBetSettled } from "../features/bonuses/bonuses.ts";
import { countChallengeBet } from "../features/challenges/challenges.ts";
import { countBet } from "../features/loyalty/vip.ts";
import { countTournamentBet } from "../features/tournaments/tournaments.ts";

/** Every durable subscriber of `betSettled` and the function that applies one round. */
export const durableBetListeners: Record<
  BetListener,
  (services: Services, event: BetSettled) => Promise<unknown>
> = {
  // Wagering of the active bonus (docs/bonuses.md, B7-B10).
  bonuses: onBetSettled,
  // Challenge targets and wins (docs/tournaments.md).
  challenges: countChallengeBet,
  // Tournament points (docs/tournaments.md).
  tournaments: countTournamentBet,
  // VIP stars, level-up rewards and referral qualification (docs/vip.md).
  loyalty: countBet,
};

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
  for (const [listener, apply] of Object.entries(durableBetListeners) as [
    BetListener,
    (typeof durableBetListeners)[BetListener],
  ][]) {
    const missed = await services.db
      .selectFrom("game_rounds as r")
      .selectAll("r")
      .where("r.status", "=", "settled")
      .where("r.settled_at", ">", new Date(now - CATCH_UP_WINDOW_MS))
      .where("r.settled_at", "<", new Date(now - CATCH_UP_AFTER_MS))
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
      .orderBy("r.id")
      .limit(CATCH_UP_BATCH)
      .execute();
    for (const round of missed) {
      try {
        await apply(services, betSettledPayload(round));
        replayed[listener] += 1;
      } catch (error) {
        errors.push(error);
      }
    }
  }
  if (errors.length)
    throw new AggregateError(errors, `${errors.length} bet catch-up item(s) failed`);
  return replayed;
}
