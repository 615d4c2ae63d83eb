/**
 * The durable subscribers of `betSettled` run together: one transaction per settled round for all
 * of them (one `bet_effects` insert, one commit: `applyBetEffects` in ./durable.ts), in a fixed
 * order, so their locks are always taken in the same order (a player's bonus, VIP progress,
 * tournament entries, then the shared challenge rows last, held the shortest). The catch-up job
 * (`jobs/bet-catch-up.ts`) replays a listener a round missed through the same functions, each
 * listener alone. docs/sandbox.md, "Durable bet subscribers".
 */
import type { BetListener } from "./db/types.ts";
import type { Services } from "./services.ts";
import { bonusBetEffect } from "./features/bonuses/index.ts";
import { challengeBetEffect } from "./features/challenges/index.ts";
import { loyaltyBetEffect } from "./features/loyalty/vip.ts";
import { referralStep } from "./features/referral/referrals.ts";
import { tournamentBetEffect } from "./features/tournaments/index.ts";
import { applyBetEffects } from "./features/bets/durable.ts";
import type { BetEffect } from "./lib/events.ts";

/** Every durable subscriber of `betSettled`, in the order a round's transaction runs them. */
export const betEffects: readonly (readonly [BetListener, BetEffect])[] = [
  // Wagering of the active bonus (docs/bonuses.md, B7-B10).
  ["bonuses", bonusBetEffect],
  // VIP stars, level-up rewards and referral qualification (docs/vip.md).
  ["loyalty", loyaltyBetEffect(referralStep)],
  // Tournament points (docs/tournaments.md).
  ["tournaments", tournamentBetEffect],
  // Challenge targets and wins (docs/tournaments.md).
  ["challenges", challengeBetEffect],
];

/** Subscribes the durable listeners to `betSettled`; `onError` hears failures. */
export function subscribeBetEffects(services: Services, onError: (error: unknown) => void): void {
  services.events.on("betSettled", (event) => {
    applyBetEffects(services, event, betEffects).catch(onError);
  });
}
