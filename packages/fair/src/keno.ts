/**
 * Keno: the player picks 1 to 10 distinct numbers from 1 to 40; the draw is 10 numbers, the first
 * 10 of a Fisher-Yates draw over 1..40 with the round's floats (float i picks
 * `floor(float * (40 - i))` among the numbers left). The payout is the table's multiplier for
 * the number of picks and hits; each row's expected return is 0.99 (1% house edge) under the
 * hypergeometric odds C(10, h) C(30, picks - h) / C(40, picks).
 */
import { shuffle, uints, type Seeds } from "./seeds.ts";

export const KENO_HOUSE_EDGE = "0.01";
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;

/** Multipliers by number of picks, then hits (index = hits). */
export const KENO_TABLE: Record<number, readonly number[]> = {
  1: [0, 3.96],
  2: [0, 1.74, 5.56],
  3: [0, 0, 5.64, 18.06],
  4: [0, 0, 2.72, 8.71, 27.98],
  5: [0, 0, 0, 8.69, 27.83, 89.21],
  6: [0, 0, 0, 0, 32.28, 103.41, 330.66],
  7: [0, 0, 0, 0, 0, 140.88, 450.91, 1442.71],
  8: [0, 0, 0, 0, 0, 56.23, 180.07, 575.91, 1842.89],
  9: [0, 0, 0, 0, 0, 0, 261.85, 838.03, 2681.63, 8581.47],
  10: [0, 0, 0, 0, 0, 0, 111.52, 356.97, 1142.11, 3654.88, 11695.47],
};

export interface KenoParams {
  /** 1 to 10 distinct numbers from 1 to 40. */
  picks: number[];
}

export interface KenoOutcome {
  /** The 10 drawn numbers in draw order. */
  drawn: number[];
  hits: number[];
  payoutMultiplier: string;
}

export function validKeno(params: KenoParams): boolean {
  const { picks } = params;
  return (
    Array.isArray(picks) &&
    picks.length >= 1 &&
    picks.length <= KENO_MAX_PICKS &&
    new Set(picks).size === picks.length &&
    picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS)
  );
}

export function keno(seeds: Seeds, params: KenoParams): KenoOutcome {
  const drawn = shuffle(uints(seeds, KENO_DRAWN), KENO_NUMBERS, KENO_DRAWN).map((i) => i + 1);
  const hits = params.picks.filter((n) => drawn.includes(n)).sort((a, b) => a - b);
  return {
    drawn,
    hits,
    payoutMultiplier: KENO_TABLE[params.picks.length]![hits.length]!.toFixed(4),
  };
}
