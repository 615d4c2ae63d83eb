/**
 * The five tournament ranking rules (docs/tournaments.md defines them): how one eligible bet
 * changes a player's points, how the live leaderboard orders players, and the final order the
 * prizes follow. Pure functions of decimals (BigInt fixed point) and, for the two draws, of the
 * tournament's secret `draw_seed`, so the final order is reproducible and the same however often
 * it is computed.
 */
import { createHmac } from "node:crypto";
import type { RankingRuleKind } from "../../db/types.ts";
import { dec, div, truncate, type Dec } from "@casino/rules";

/** Decimals of stored points. */
export const POINT_DECIMALS = 8;

/** The parts of a settled bet the rules read (USD at the rate of the bet). */
export interface RankedBet {
  multiplier: Dec;
  stakeUsd: Dec;
  payoutUsd: Dec;
}

/** A player's standing. `reachedAt`: when `points` last went up (earlier ranks higher on ties). */
export interface Standing {
  userId: number;
  points: Dec;
  reachedAt: Date;
}

/** The points one bet is worth under a rule (`minBetUsd` > 0: the tournament's minimum bet). */
export function betPoints(rule: RankingRuleKind, bet: RankedBet, minBetUsd: Dec): Dec {
  switch (rule) {
    case "highest_multiplier":
      return truncate(bet.multiplier, POINT_DECIMALS);
    case "highest_point":
      // The win measured in minimum bets: a 10 USD payout with a 0.50 USD minimum is 20 points.
      return truncate(div(bet.payoutUsd, minBetUsd), POINT_DECIMALS);
    case "wagering_point":
    case "wagering_point_random":
      // One point per USD staked.
      return truncate(bet.stakeUsd, POINT_DECIMALS);
    case "random":
      // Taking part is all that counts: one ticket per player.
      return dec(1);
  }
}

/** A player's points after one more eligible bet (`previous` undefined: the first one). */
export function accrue(
  rule: RankingRuleKind,
  previous: Dec | undefined,
  bet: RankedBet,
  minBetUsd: Dec,
): Dec {
  const points = betPoints(rule, bet, minBetUsd);
  if (previous === undefined) return points;
  switch (rule) {
    case "highest_multiplier":
    case "highest_point":
      return points > previous ? points : previous;
    case "wagering_point":
    case "wagering_point_random":
      return previous + points;
    case "random":
      return previous;
  }
}

/** Whether the live leaderboard is ordered by points (else by who joined first: `random`). */
export const ranksByPoints = (rule: RankingRuleKind): boolean => rule !== "random";

/** Points desc, then who reached them first, then the lower user id. */
function byPoints(a: Standing, b: Standing): number {
  if (a.points !== b.points) return a.points > b.points ? -1 : 1;
  if (a.reachedAt.getTime() !== b.reachedAt.getTime())
    return a.reachedAt.getTime() - b.reachedAt.getTime();
  return a.userId - b.userId;
}

/**
 * A uniform number in (0, 1) for a player, from HMAC-SHA256(draw seed, "tournament:user"):
 * secret until the draw, fixed by the seed, independent between players.
 */
export function drawUniform(seed: string, tournamentId: number, userId: number): number {
  const digest = createHmac("sha256", seed).update(`${tournamentId}:${userId}`).digest();
  // 52 bits -> an exact double; +0.5 keeps it away from 0 and 1.
  const bits = digest.readUIntBE(0, 6) * 16 + (digest[6]! >> 4);
  return (bits + 0.5) / 2 ** 52;
}

/**
 * The final order (best first) of a finished tournament.
 * - deterministic rules: points desc, then earlier `reachedAt`, then lower user id;
 * - `random`: a uniform random permutation (each player equally likely at every rank), by the
 *   draw number of each player;
 * - `wagering_point_random`: a weighted draw without replacement (Efraimidis–Spirakis: key
 *   u^(1/points), highest first), so a player's chance of each next rank is their share of the
 *   remaining points; players with 0 points come last.
 */
export function finalOrder(
  rule: RankingRuleKind,
  standings: readonly Standing[],
  seed: string,
  tournamentId: number,
): Standing[] {
  const list = [...standings];
  if (rule === "random") {
    const u = new Map(list.map((s) => [s.userId, drawUniform(seed, tournamentId, s.userId)]));
    return list.sort((a, b) => u.get(a.userId)! - u.get(b.userId)! || a.userId - b.userId);
  }
  if (rule === "wagering_point_random") {
    // ln(u) / w is increasing in u^(1/w): compare in logs (exact enough, no underflow).
    const key = new Map(
      list.map((s) => {
        const weight = Number(s.points) / 1e18;
        const k =
          weight > 0 ? Math.log(drawUniform(seed, tournamentId, s.userId)) / weight : -Infinity;
        return [s.userId, k];
      }),
    );
    return list.sort((a, b) => {
      const ka = key.get(a.userId)!;
      const kb = key.get(b.userId)!;
      if (ka !== kb) return kb > ka ? 1 : -1;
      return byPoints(a, b);
    });
  }
  return list.sort(byPoints);
}
