/**
 * The originals' money maths on the client, exact (`@casino/rules` decimals: scaled BigInt,
 * 18 decimals, never binary floats): halve/double the stake, the payout a multiplier gives, and the auto-bet rules (next
 * stake, stop on profit or loss). The server decides and validates; these only drive the screen.
 */

import { fmt, mul, SCALE, toDec, truncate, type Dec } from "@casino/rules";

/** A stake or limit typed on the screen as exact units, or null when it is not a decimal >= 0. */
function amountOf(value: string): Dec | null {
  const units = toDec(value);
  return units === null || units < 0n ? null : units;
}

/** An exact amount floored (towards zero) to `decimals` places, without trailing zeros. */
function floored(value: Dec, decimals: number): string {
  return fmt(truncate(value, decimals));
}

/** Half the stake, floored to the coin's decimals ("" stays ""). */
export function halveAmount(amount: string, decimals: number): string {
  const units = amountOf(amount);
  return units === null ? amount : floored(units / 2n, decimals);
}

/** Twice the stake, at most `max` (the balance) when given. */
export function doubleAmount(amount: string, decimals: number, max?: string): string {
  const units = amountOf(amount);
  if (units === null) return amount;
  const limit = max === undefined ? null : amountOf(max);
  const doubled = units * 2n;
  return floored(limit !== null && doubled > limit ? limit : doubled, decimals);
}

/**
 * What a stake pays at a multiplier: `floor_to_coin_decimals(stake * multiplier)`, computed as the
 * server does (`truncate(mul(stake, multiplier), decimals)`).
 */
export function payoutFor(amount: string, multiplier: string, decimals: number): string {
  const stake = amountOf(amount);
  const times = amountOf(multiplier);
  if (stake === null || times === null) return "0";
  return floored(mul(stake, times), decimals);
}

/** Dice: the win chance in % (2 decimals) of a target and condition. */
export function diceWinChance(target: number, condition: "over" | "under"): number {
  return Math.round((condition === "under" ? target : 100 - target) * 100) / 100;
}

/** Limbo: the win chance in % of a target multiplier (P(result >= m) = 0.99 / m). */
export function limboWinChance(target: number): number {
  return target > 0 ? Math.floor((99 / target) * 100) / 100 : 0;
}

/** What the auto-bet does after a win or a loss. */
export interface AutoBetStrategy {
  /** 0 = play until stopped. */
  bets: number;
  /** Stop once the session's net profit reaches this ("" = no limit). */
  stopOnProfit: string;
  /** Stop once the session's net loss reaches this ("" = no limit). */
  stopOnLoss: string;
  /** Percent added to the stake after a win (0 = back to the base stake). */
  onWinIncrease: number;
  /** Percent added to the stake after a loss (0 = back to the base stake). */
  onLossIncrease: number;
}

/** The running auto-bet session. */
export interface AutoBetState {
  baseAmount: string;
  amount: string;
  played: number;
  /** Net result of the session (payouts minus stakes), may be negative. */
  profit: string;
}

export type AutoBetStopReason = "count" | "profit" | "loss" | "balance";

/** A new session at the base stake. */
export function startAutoBet(baseAmount: string): AutoBetState {
  return { baseAmount, amount: baseAmount, played: 0, profit: "0" };
}

/**
 * The session after one settled bet, and whether to stop: the bet count reached, the net profit
 * at or above the stop on profit, or the net loss at or above the stop on loss; otherwise the next
 * stake follows the strategy (reset to the base stake, or increased by a percentage).
 */
export function nextAutoBet(
  state: AutoBetState,
  strategy: AutoBetStrategy,
  bet: { amount: string; payout: string },
  decimals: number,
): { state: AutoBetState; stop: AutoBetStopReason | null } {
  const stake = amountOf(bet.amount) ?? 0n;
  const payout = amountOf(bet.payout) ?? 0n;
  const net = (toDec(state.profit) ?? 0n) + payout - stake;
  const won = payout > stake;
  // The increase is a percentage typed on the screen (a number, not money), applied in basis
  // points to the exact stake.
  const increase = won ? strategy.onWinIncrease : strategy.onLossIncrease;
  const base = amountOf(state.baseAmount) ?? 0n;
  const next = increase > 0 ? (stake * BigInt(Math.round((100 + increase) * 100))) / 10000n : base;
  const played = state.played + 1;
  const nextState: AutoBetState = {
    baseAmount: state.baseAmount,
    amount: floored(next, decimals),
    played,
    profit: floored(net, SCALE),
  };
  const stopProfit = strategy.stopOnProfit ? amountOf(strategy.stopOnProfit) : null;
  const stopLoss = strategy.stopOnLoss ? amountOf(strategy.stopOnLoss) : null;
  let stop: AutoBetStopReason | null = null;
  if (stopProfit !== null && stopProfit > 0n && net >= stopProfit) stop = "profit";
  else if (stopLoss !== null && stopLoss > 0n && -net >= stopLoss) stop = "loss";
  else if (strategy.bets > 0 && played >= strategy.bets) stop = "count";
  return { state: nextState, stop };
}
