/**
 * The outcome formulas a bet is played with. Each settled bet records its version, and a verifier
 * recomputes it with that version, so a formula change never makes an earlier bet unverifiable.
 *
 * - 2 (current): the published scheme's limbo (see `limbo.ts`).
 * - 1: limbo `max(1, floor(99 / (1 - float)) / 100)`, the formula before version 2.
 *
 * Dice, mines, plinko and keno are the same in both versions.
 */
export type FormulaVersion = 1 | 2;

/** Every version, oldest first. */
export const FORMULA_VERSIONS: readonly FormulaVersion[] = [1, 2];

/** The version new bets are played with. */
export const CURRENT_FORMULA_VERSION: FormulaVersion = 2;

/** Whether a value names a formula version. */
export function isFormulaVersion(value: unknown): value is FormulaVersion {
  return FORMULA_VERSIONS.includes(value as FormulaVersion);
}
