/**
 * Limbo. A bet names a target from 1.01 to 1,000,000 (2 decimals) and wins the target when the
 * result is at least the target. The result depends on the bet's formula version:
 *
 * - Version 2 (current, the published scheme): `floatPoint = 1e8 / (float * 1e8) * 0.99`,
 *   `crashPoint = floor(floatPoint * 100) / 100`, `result = max(crashPoint, 1)`, so
 *   P(result >= m) = 0.99 / m (to within the 2-decimal floor), a 1% house edge.
 * - Version 1 (bets before it): `max(1, floor(99 / (1 - float)) / 100)`, computed exactly with
 *   integers as `max(100, floor(99 * 2^32 / (2^32 - u))) / 100`.
 *
 * Version 2 is computed in IEEE-754 doubles, in the published order, on purpose: the public
 * verifiers do exactly that, and the double result differs from the exact rational
 * `floor(99 * 2^32 / u)` wherever `floatPoint * 100` lands within rounding of an integer (each of
 * `float * 1e8`, the division, `* 0.99` and `* 100` rounds). An exact computation would then
 * disagree with every public verifier by 0.01, so we reproduce their arithmetic step by step. The
 * float itself is exact in doubles: `b0/256 + b1/256^2 + b2/256^3 + b3/256^4` has at most 32
 * significant bits, so every partial sum is exact and equals `u / 2^32`.
 *
 * At float = 0 (u = 0, probability 2^-32) the published formula divides by zero: the result is
 * +Infinity and every target wins. We keep that result (`result` is `Infinity`; the API shows it
 * as null) rather than invent a finite number a public verifier would not show.
 */
import { TWO_32, uints, validTarget, type Seeds } from "./seeds.ts";
import { CURRENT_FORMULA_VERSION, type FormulaVersion } from "./versions.ts";

export const LIMBO_HOUSE_EDGE = "0.01";
export const LIMBO_MIN_TARGET = 1.01;
export const LIMBO_MAX_TARGET = 1_000_000;

export interface LimboParams {
  target: number;
}

export interface LimboOutcome {
  /** The crash point, 2 decimals (`Infinity` at float = 0 under version 2). */
  result: number;
  win: boolean;
  payoutMultiplier: string;
}

export function validLimbo(params: LimboParams): boolean {
  return validTarget(params.target, LIMBO_MIN_TARGET, LIMBO_MAX_TARGET);
}

/**
 * The result in hundredths (at least 100) from the float's integer `u`, under a formula version;
 * `Infinity` for u = 0 under version 2.
 */
export function limboHundredths(
  u: number,
  version: FormulaVersion = CURRENT_FORMULA_VERSION,
): number {
  if (version === 1) return Math.max(100, Math.floor((99 * TWO_32) / (TWO_32 - u)));
  const float = u / TWO_32;
  const floatPoint = (1e8 / (float * 1e8)) * 0.99;
  return Math.max(100, Math.floor(floatPoint * 100));
}

export function limbo(
  seeds: Seeds,
  params: LimboParams,
  version: FormulaVersion = CURRENT_FORMULA_VERSION,
): LimboOutcome {
  const result = limboHundredths(uints(seeds, 1)[0]!, version);
  const target = Math.round(params.target * 100);
  const win = result >= target;
  return {
    result: result / 100,
    win,
    payoutMultiplier: win ? (target / 100).toFixed(4) : "0.0000",
  };
}
