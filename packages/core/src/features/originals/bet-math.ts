/**
 * The originals' money maths on the client, exact (scaled BigInt, 18 decimals, never binary
 * floats): halve/double the stake, the payout a multiplier gives, and the auto-bet rules (next
 * stake, stop on profit or loss). The server decides and validates; these only drive the screen.
 */

const SCALE = 18;
const ONE = 10n ** BigInt(SCALE);

/** A decimal string as an integer of 10^-18 units (null when not a plain non-negative decimal). */
export function toUnits(value: string): bigint | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!match || (match[1] === "" && (match[2] ?? "") === "")) return null;
  const fraction = (match[2] ?? "").slice(0, SCALE).padEnd(SCALE, "0");
  return BigInt(match[1] || "0") * ONE + BigInt(fraction);
}

/** Units back to a decimal string, floored to `decimals` places, without trailing zeros. */
export function fromUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const step = 10n ** BigInt(SCALE - Math.min(decimals, SCALE));
  const floored = (abs / step) * step;
  const whole = floored / ONE;
  const fraction = (floored % ONE).toString().padStart(SCALE, "0").replace(/0+$/, "");
  return `${negative && floored > 0n ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** Half the stake, floored to the coin's decimals ("" stays ""). */
export function halveAmount(amount: string, decimals: number): string {
  const units = toUnits(amount);
  return units === null ? amount : fromUnits(units / 2n, decimals);
}

/** Twice the stake, at most `max` (the balance) when given. */
export function doubleAmount(amount: string, decimals: number, max?: string): string {
  const units = toUnits(amount);
  if (units === null) return amount;
  const limit = max === undefined ? null : toUnits(max);
  const doubled = units * 2n;
  return fromUnits(limit !== null && doubled > limit ? limit : doubled, decimals);
}

/** What a stake pays at a multiplier: `floor_to_coin_decimals(stake * multiplier)`. */
export function payoutFor(amount: string, multiplier: string, decimals: number): string {
  const stake = toUnits(amount);
  const times = toUnits(multiplier);
  if (stake === null || times === null) return "0";
  return fromUnits((stake * times) / ONE, decimals);
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
  const stake = toUnits(bet.amount) ?? 0n;
  const payout = toUnits(bet.payout) ?? 0n;
  const profit =
    (toUnits(state.profit.replace(/^-/, "")) ?? 0n) * (state.profit.startsWith("-") ? -1n : 1n);
  const net = profit + payout - stake;
  const won = payout > stake;
  const increase = won ? strategy.onWinIncrease : strategy.onLossIncrease;
  const base = toUnits(state.baseAmount) ?? 0n;
  const next = increase > 0 ? (stake * BigInt(Math.round((100 + increase) * 100))) / 10000n : base;
  const played = state.played + 1;
  const nextState: AutoBetState = {
    baseAmount: state.baseAmount,
    amount: fromUnits(next, decimals),
    played,
    profit: fromUnits(net, SCALE),
  };
  const stopProfit = strategy.stopOnProfit ? toUnits(strategy.stopOnProfit) : null;
  const stopLoss = strategy.stopOnLoss ? toUnits(strategy.stopOnLoss) : null;
  let stop: AutoBetStopReason | null = null;
  if (stopProfit !== null && stopProfit > 0n && net >= stopProfit) stop = "profit";
  else if (stopLoss !== null && stopLoss > 0n && -net >= stopLoss) stop = "loss";
  else if (strategy.bets > 0 && played >= strategy.bets) stop = "count";
  return { state: nextState, stop };
}
