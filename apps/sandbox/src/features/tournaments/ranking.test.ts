/**
 * The ranking maths of docs/tournaments.md: points per bet and their accrual for each of the
 * five rules, the deterministic order with its tie-breaks, the two draws (reproducible from the
 * seed, uniform / weighted by points).
 */
import { dec, fmt } from "@casino/rules";
import {
  accrue,
  betPoints,
  drawUniform,
  finalOrder,
  type RankedBet,
  type Standing,
} from "./ranking.ts";

const bet = (multiplier: string, stakeUsd: string): RankedBet => ({
  multiplier: dec(multiplier),
  stakeUsd: dec(stakeUsd),
  payoutUsd: (dec(stakeUsd) * dec(multiplier)) / dec(1),
});
const MIN = dec("0.5");
const points = (rule: Parameters<typeof accrue>[0], bets: RankedBet[]) =>
  fmt(bets.reduce<bigint | undefined>((p, b) => accrue(rule, p, b, MIN), undefined)!);

describe("points per rule", () => {
  const bets = [bet("2", "1"), bet("0", "3"), bet("5.5", "0.5"), bet("1.25", "4")];

  it("highest_multiplier keeps the best single multiplier", () => {
    expect(points("highest_multiplier", bets)).toBe("5.5");
    expect(fmt(betPoints("highest_multiplier", bet("1.123456789", "1"), MIN))).toBe("1.12345678");
  });

  it("highest_point keeps the best single win measured in minimum bets", () => {
    // Wins: 2, 0, 2.75, 5 USD; with a 0.50 USD minimum: 4, 0, 5.5, 10 points.
    expect(points("highest_point", bets)).toBe("10");
  });

  it("wagering_point and wagering_point_random add one point per USD staked", () => {
    expect(points("wagering_point", bets)).toBe("8.5");
    expect(points("wagering_point_random", bets)).toBe("8.5");
  });

  it("random gives every participant one ticket, however much they bet", () => {
    expect(points("random", bets)).toBe("1");
    expect(points("random", [bet("0", "100")])).toBe("1");
  });
});

const at = (s: number) => new Date(Date.UTC(2026, 10, 24, 0, 0, s));
const standing = (userId: number, p: string, s: number): Standing => ({
  userId,
  points: dec(p),
  reachedAt: at(s),
});

describe("final order", () => {
  const list = [standing(1, "3", 5), standing(2, "7", 9), standing(3, "3", 2), standing(4, "3", 2)];

  it("orders by points, then who reached them first, then the lower id", () => {
    for (const rule of ["highest_multiplier", "highest_point", "wagering_point"] as const)
      expect(finalOrder(rule, list, "seed", 1).map((s) => s.userId)).toEqual([2, 3, 4, 1]);
  });

  it("draws the same order from the same seed, another from another seed", () => {
    const many = Array.from({ length: 30 }, (_, i) => standing(i + 1, "1", i));
    const a = finalOrder("random", many, "seed-a", 7).map((s) => s.userId);
    expect(finalOrder("random", [...many].reverse(), "seed-a", 7).map((s) => s.userId)).toEqual(a);
    expect(finalOrder("random", many, "seed-b", 7).map((s) => s.userId)).not.toEqual(a);
    expect(new Set(a).size).toBe(30);
  });

  it("random: each player is equally likely to rank first", () => {
    const four = [1, 2, 3, 4].map((id) => standing(id, "1", id));
    const firsts = new Map<number, number>();
    for (let t = 1; t <= 4000; t += 1) {
      const first = finalOrder("random", four, "s", t)[0]!.userId;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    // 1000 expected each; 5 standard deviations is about 137.
    for (const id of [1, 2, 3, 4]) expect(Math.abs(firsts.get(id)! - 1000)).toBeLessThan(140);
  });

  it("wagering_point_random: the chance to rank first is the share of points", () => {
    const weighted = [standing(1, "10", 1), standing(2, "30", 2), standing(3, "60", 3)];
    const firsts = new Map<number, number>();
    for (let t = 1; t <= 6000; t += 1) {
      const first = finalOrder("wagering_point_random", weighted, "w", t)[0]!.userId;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    expect(Math.abs(firsts.get(1)! - 600)).toBeLessThan(120);
    expect(Math.abs(firsts.get(2)! - 1800)).toBeLessThan(180);
    expect(Math.abs(firsts.get(3)! - 3600)).toBeLessThan(200);
  });

  it("wagering_point_random puts players without points last", () => {
    const order = finalOrder(
      "wagering_point_random",
      [standing(1, "0", 1), standing(2, "0.01", 2), standing(3, "5", 3)],
      "z",
      1,
    );
    expect(order[2]!.userId).toBe(1);
  });

  it("draw numbers lie strictly between 0 and 1", () => {
    for (let u = 1; u <= 200; u += 1) {
      const x = drawUniform("k", 3, u);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(1);
    }
  });
});
