/**
 * The wagering maths of bonuses (pure): the bonus a qualifying deposit earns, the wagering
 * requirement, how much of a settled bet counts towards it (per game kind), the progress shown
 * to the player, and whether the bonus is met or busted. Amounts are fixed-point decimals
 * (`Dec`, 18 places); results are truncated to the coin's decimals. Numbers: docs/bonuses.md.
 */
import { dec, div, min, mul, truncate, type Dec } from "@casino/rules";

/** A game's kind (the catalogue's `kind`). */
export type GameKindName = "slots" | "provably_fair" | "table_games" | "live_casino";

/**
 * Rule B7: the percentage of a stake that counts towards wagering, per game kind, unless the
 * offer sets its own. Slots 100 %, the originals (provably fair) 20 %, table games 10 %, live
 * casino excluded.
 */
export const DEFAULT_CONTRIBUTIONS: Record<GameKindName, number> = {
  slots: 100,
  provably_fair: 20,
  table_games: 10,
  live_casino: 0,
};

/** The contribution percentage of a game kind under an offer's overrides (0 to 100). */
export function contributionPercent(kind: string, overrides: Record<string, number> = {}): number {
  const value = overrides[kind] ?? DEFAULT_CONTRIBUTIONS[kind as GameKindName] ?? 0;
  return Math.max(0, Math.min(100, value));
}

/** What a settled stake adds to the wagered amount (rule B7), in the coin's decimals. */
export function contribution(stake: Dec, percent: number, decimals: number): Dec {
  if (stake <= 0n || percent <= 0) return 0n;
  return truncate(div(mul(stake, dec(percent)), dec(100)), decimals);
}

/**
 * Rule B3: a deposit offer's bonus, `percent` of the deposit up to `cap`; 0 when the deposit is
 * under `minDeposit`.
 */
export function depositMatch(
  deposit: Dec,
  percent: Dec,
  cap: Dec,
  minDeposit: Dec,
  decimals: number,
): Dec {
  if (deposit <= 0n || deposit < minDeposit) return 0n;
  return min(truncate(div(mul(deposit, percent), dec(100)), decimals), cap);
}

/** Rule B6: the wagering requirement, bonus times the multiplier. */
export function wageringRequired(bonus: Dec, multiplier: Dec, decimals: number): Dec {
  return truncate(mul(bonus, multiplier), decimals);
}

/** The progress shown to the player, 0 to 100 with two decimals (100 only when met). */
export function progressPercent(wagered: Dec, required: Dec): number {
  if (required <= 0n) return 100;
  if (wagered >= required) return 100;
  const hundredths = (wagered * 10_000n) / required;
  return Math.min(99.99, Number(hundredths) / 100);
}

/** Rule B8: the requirement is met. */
export const isMet = (wagered: Dec, required: Dec): boolean => wagered >= required;

/** Rule B10: bonus money under the minimum busts the bonus (a minimum of 0 busts at zero). */
export const isBust = (bonusBalance: Dec, minBalance: Dec): boolean =>
  minBalance > 0n ? bonusBalance < minBalance : bonusBalance <= 0n;
