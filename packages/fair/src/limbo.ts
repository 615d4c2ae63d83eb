/**
 * Limbo: the result is `max(1, floor(99 / (1 - float)) / 100)`, i.e. with `u` the 32-bit integer,
 * `max(100, floor(99 * 2^32 / (2^32 - u))) / 100`: P(result >= m) = 0.99 / m for m >= 1, a 1%
 * house edge. A bet names a target from 1.01 to 1,000,000 (2 decimals) and wins the target when
 * the result is at least the target.
 */
import { TWO_32, uints, validTarget, type Seeds } from "./seeds.ts";

export const LIMBO_HOUSE_EDGE = "0.01";
export const LIMBO_MIN_TARGET = 1.01;
export const LIMBO_MAX_TARGET = 1_000_000;

export interface LimboParams {
  target: number;
}

export interface LimboOutcome {
  /** The crash point, 2 decimals. */
  result: number;
  win: boolean;
  payoutMultiplier: string;
}

export function validLimbo(params: LimboParams): boolean {
  return validTarget(params.target, LIMBO_MIN_TARGET, LIMBO_MAX_TARGET);
}

/** The result in hundredths from the float's integer `u`. */
export function limboHundredths(u: number): number {
  return Math.max(100, Math.floor((99 * TWO_32) / (TWO_32 - u)));
}

export function limbo(seeds: Seeds, params: LimboParams): LimboOutcome {
  const result = limboHundredths(uints(seeds, 1)[0]!);
  const target = Math.round(params.target * 100);
  const win = result >= target;
  return {
    result: result / 100,
    win,
    payoutMultiplier: win ? (target / 100).toFixed(4) : "0.0000",
  };
}
