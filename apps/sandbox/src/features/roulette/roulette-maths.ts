/**
 * Roulette maths: the wheel (European single zero, French with "la partage", American with a
 * double zero, numbered 37), the bets a player may place and what each pays. Pure.
 *
 * A bet covering k numbers returns stake × 36 / k on a hit (straight 35:1, split 17:1, street
 * 11:1, corner 8:1, six line 5:1, dozen and column 2:1, even-money 1:1). On the French table an
 * even-money bet loses only half on zero.
 */

export type RouletteVariant = "european" | "french" | "american";

/** The American table's double zero. */
export const DOUBLE_ZERO = 37;

export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteBetKind =
  | "straight"
  | "split"
  | "street"
  | "corner"
  | "line"
  | "dozen"
  | "column"
  | "red"
  | "black"
  | "odd"
  | "even"
  | "low"
  | "high";

export interface RouletteBet {
  kind: RouletteBetKind;
  /** The numbers covered, for inside bets; the dozen/column (1..3) for those. */
  numbers?: number[];
  /** Stake, a positive decimal string. */
  amount: string;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join("-");

/** Every valid inside bet's number set, by kind (1..36 laid out 3 per row, zero(s) on top). */
function insideBets(variant: RouletteVariant): Record<string, Set<string>> {
  const split = new Set<string>();
  const street = new Set<string>();
  const corner = new Set<string>();
  const line = new Set<string>();
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) split.add(key([n, n + 1]));
    if (n <= 33) split.add(key([n, n + 3]));
    if (n % 3 === 1) street.add(key([n, n + 1, n + 2]));
    if (n % 3 !== 0 && n <= 32) corner.add(key([n, n + 1, n + 3, n + 4]));
    if (n % 3 === 1 && n <= 31) line.add(key(range(n, n + 5)));
  }
  if (variant === "american") {
    split.add(key([0, DOUBLE_ZERO]));
    split.add(key([0, 1]));
    split.add(key([0, 2]));
    split.add(key([DOUBLE_ZERO, 2]));
    split.add(key([DOUBLE_ZERO, 3]));
  } else {
    for (const n of [1, 2, 3]) split.add(key([0, n]));
    street.add(key([0, 1, 2]));
    street.add(key([0, 2, 3]));
    corner.add(key([0, 1, 2, 3]));
  }
  return { split, street, corner, line };
}

const tables = {
  european: insideBets("european"),
  french: insideBets("french"),
  american: insideBets("american"),
};

/** The pockets of a wheel. */
export function pockets(variant: RouletteVariant): number[] {
  return variant === "american" ? [...range(0, 36), DOUBLE_ZERO] : range(0, 36);
}

/** The numbers a bet covers, or an error message when the bet is not a valid one. */
export function covered(variant: RouletteVariant, bet: RouletteBet): number[] | string {
  const numbers = bet.numbers ?? [];
  switch (bet.kind) {
    case "straight": {
      const n = numbers[0];
      if (numbers.length !== 1 || n === undefined || !pockets(variant).includes(n))
        return "A straight bet covers one number of the wheel";
      return [n];
    }
    case "split":
    case "street":
    case "corner":
    case "line": {
      if (!tables[variant][bet.kind]!.has(key(numbers)))
        return `These numbers are not a ${bet.kind} on the layout`;
      return [...numbers].sort((a, b) => a - b);
    }
    case "dozen":
    case "column": {
      const which = numbers[0];
      if (numbers.length !== 1 || which === undefined || which < 1 || which > 3)
        return `A ${bet.kind} bet names 1, 2 or 3`;
      return bet.kind === "dozen"
        ? range(12 * (which - 1) + 1, 12 * which)
        : range(1, 36).filter((n) => (n - 1) % 3 === which - 1);
    }
    case "red":
      return range(1, 36).filter((n) => RED.has(n));
    case "black":
      return range(1, 36).filter((n) => !RED.has(n));
    case "odd":
      return range(1, 36).filter((n) => n % 2 === 1);
    case "even":
      return range(1, 36).filter((n) => n % 2 === 0);
    case "low":
      return range(1, 18);
    case "high":
      return range(19, 36);
  }
}

const EVEN_MONEY = new Set<RouletteBetKind>(["red", "black", "odd", "even", "low", "high"]);

/**
 * What a bet returns for a winning number, as a multiple of its stake (0 for a loss; the stake is
 * included: a straight hit returns 36).
 */
export function returnMultiplier(
  variant: RouletteVariant,
  bet: RouletteBet,
  winning: number,
): number {
  const numbers = covered(variant, bet);
  if (typeof numbers === "string") throw new Error(numbers);
  if (numbers.includes(winning)) return 36 / numbers.length;
  if (variant === "french" && winning === 0 && EVEN_MONEY.has(bet.kind)) return 0.5;
  return 0;
}

/** The house's expected share of a unit stake on a bet (the edge). */
export function houseEdge(variant: RouletteVariant, bet: RouletteBet): number {
  const wheel = pockets(variant);
  const mean = wheel.reduce((acc, n) => acc + returnMultiplier(variant, bet, n), 0) / wheel.length;
  return 1 - mean;
}

/** The label of a pocket (`00` for the double zero). */
export const pocketLabel = (n: number) => (n === DOUBLE_ZERO ? "00" : String(n));

/** The colour of a pocket. */
export const pocketColour = (n: number): "green" | "red" | "black" =>
  n === 0 || n === DOUBLE_ZERO ? "green" : RED.has(n) ? "red" : "black";

/** The catalogue's variant param (European when missing). */
export function rouletteVariant(engineParams: Record<string, unknown>): RouletteVariant {
  const v = engineParams["variant"];
  return v === "french" || v === "american" ? v : "european";
}
