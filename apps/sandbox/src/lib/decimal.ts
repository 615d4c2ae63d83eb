/**
 * Exact decimal arithmetic for money: values are BigInts scaled to a fixed
 * number of decimals, parsed from and printed as decimal strings. Amounts
 * never pass through a JavaScript float.
 */

/** Decimals kept internally (more than any coin's on-chain precision we show). */
export const SCALE = 18;
const FACTOR = 10n ** BigInt(SCALE);

/** An exact decimal: `units / 10^18`. */
export type Dec = bigint;

const DECIMAL = /^(-)?([0-9]+)(?:\.([0-9]+))?$/;

/** Whether a string is a plain decimal (optional sign, no exponent). */
export function isDecimal(value: string): boolean {
  return DECIMAL.test(value);
}

/**
 * Parses a decimal string (`"12.5"`, `"-0.00000001"`).
 * @throws RangeError when the string is not a decimal or has more than 18 decimals
 */
export function dec(value: string | number | bigint): Dec {
  if (typeof value === "bigint") return value * FACTOR;
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value))
      throw new RangeError(`Only integers convert exactly: ${value}`);
    return BigInt(value) * FACTOR;
  }
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new RangeError(`Not a decimal: '${value}'`);
  const [, sign, whole, fraction = ""] = match;
  const trimmed = fraction.replace(/0+$/, "");
  if (trimmed.length > SCALE) throw new RangeError(`More than ${SCALE} decimals: '${value}'`);
  const units = BigInt(whole!) * FACTOR + BigInt(trimmed.padEnd(SCALE, "0") || "0");
  return sign ? -units : units;
}

/** The number of decimals a decimal string carries (`"1.250"` -> 3). */
export function decimalsOf(value: string): number {
  return value.split(".")[1]?.length ?? 0;
}

/**
 * Rounds to `decimals` places, half away from zero.
 */
export function round(value: Dec, decimals: number): Dec {
  const step = 10n ** BigInt(SCALE - decimals);
  const remainder = value % step;
  const truncated = value - remainder;
  const doubled = (remainder < 0n ? -remainder : remainder) * 2n;
  if (doubled >= step) return value < 0n ? truncated - step : truncated + step;
  return truncated;
}

/** Rounds down towards zero to `decimals` places. */
export function truncate(value: Dec, decimals: number): Dec {
  const step = 10n ** BigInt(SCALE - decimals);
  return value - (value % step);
}

/** The product of two decimals (exact to 18 decimals, half away from zero). */
export function mul(a: Dec, b: Dec): Dec {
  const product = a * b;
  const half = FACTOR / 2n;
  return product >= 0n ? (product + half) / FACTOR : (product - half) / FACTOR;
}

/**
 * The quotient of two decimals (18 decimals, half away from zero).
 * @throws RangeError when dividing by zero
 */
export function div(a: Dec, b: Dec): Dec {
  if (b === 0n) throw new RangeError("Division by zero");
  const negative = a < 0n !== b < 0n;
  const n = (a < 0n ? -a : a) * FACTOR * 2n;
  const d = b < 0n ? -b : b;
  const q = (n / d + 1n) / 2n;
  return negative ? -q : q;
}

/** The sum of decimals. */
export function sum(values: Iterable<Dec>): Dec {
  let total = 0n;
  for (const value of values) total += value;
  return total;
}

/**
 * Prints a decimal with exactly `decimals` places (rounded half away from zero), or with as
 * few as needed (at most 18) when `decimals` is omitted.
 */
export function fmt(value: Dec, decimals?: number): string {
  const rounded = decimals === undefined ? value : round(value, decimals);
  const negative = rounded < 0n;
  const abs = negative ? -rounded : rounded;
  const whole = abs / FACTOR;
  let fraction = (abs % FACTOR).toString().padStart(SCALE, "0");
  fraction = decimals === undefined ? fraction.replace(/0+$/, "") : fraction.slice(0, decimals);
  return `${negative && abs !== 0n ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** The smaller of two decimals. */
export const min = (a: Dec, b: Dec): Dec => (a < b ? a : b);
/** The larger of two decimals. */
export const max = (a: Dec, b: Dec): Dec => (a > b ? a : b);
