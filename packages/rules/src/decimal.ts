/**
 * THE exact-decimal library of the workspace (the sandbox, core, app and ui all use it): values are
 * BigInts scaled to 18 decimals (`Dec`), parsed from and printed as decimal strings. Amounts never
 * pass through a JavaScript float, and every result is rounded once, half away from zero (or
 * truncated where a function says so).
 *
 * Two ways in: {@link dec} is strict (a plain decimal, at most 18 decimals, or it throws: for the
 * server, where a malformed amount is a bug or a refused request) and {@link toDec} is lenient
 * (`".5"`, `"+1"`, `"1e-8"`, a number; `null` for anything else: for the screen, where input is
 * being typed). The string helpers (`roundDecimal`, `compareDecimal`, `subtractDecimal`,
 * `multiplyDecimal`) are the same arithmetic for callers that keep amounts as strings.
 */

/** Decimals kept internally (more than any coin's on-chain precision we show). */
export const SCALE = 18;
const FACTOR = 10n ** BigInt(SCALE);

/** An exact decimal: `units / 10^18`. */
export type Dec = bigint;

const DECIMAL = /^(-)?([0-9]+)(?:\.([0-9]+))?$/;

/** Whether a string is a plain decimal (optional minus sign, digits, no exponent). */
export function isDecimal(value: string): boolean {
  return DECIMAL.test(value);
}

/**
 * Parses a plain decimal string (`"12.5"`, `"-0.00000001"`), a safe integer or a bigint (whole
 * units: `dec(7n)` is 7).
 * @throws RangeError when the string is not a plain decimal or has more than 18 decimals, or the
 *   number is not a safe integer
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
 * An integer `units` at scale `from` (its value is `units / 10^from`) as a `Dec` rounded once, half
 * away from zero, to `to` decimals (`to` <= 18).
 */
function rescale(units: bigint, from: number, to: number): Dec {
  if (to >= from) return units * 10n ** BigInt(SCALE - from);
  const step = 10n ** BigInt(from - to);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  let quotient = abs / step;
  if ((abs % step) * 2n >= step) quotient += 1n;
  const scaled = quotient * 10n ** BigInt(SCALE - to);
  return negative ? -scaled : scaled;
}

/** Rounds to `decimals` places, half away from zero (18 or more: unchanged). */
export function round(value: Dec, decimals: number): Dec {
  return decimals >= SCALE ? value : rescale(value, SCALE, decimals);
}

/** Rounds towards zero to `decimals` places (18 or more: unchanged). */
export function truncate(value: Dec, decimals: number): Dec {
  if (decimals >= SCALE) return value;
  const step = 10n ** BigInt(SCALE - decimals);
  return value - (value % step);
}

/** The product of two decimals (exact to 18 decimals, half away from zero). */
export function mul(a: Dec, b: Dec): Dec {
  return rescale(a * b, 2 * SCALE, SCALE);
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
 * Prints a decimal with exactly `decimals` places (rounded half away from zero; beyond 18 the
 * extra places are zeros), or with as few as needed (at most 18) when `decimals` is omitted.
 * Never prints `-0`.
 */
export function fmt(value: Dec, decimals?: number): string {
  const rounded = decimals === undefined ? value : round(value, decimals);
  const negative = rounded < 0n;
  const abs = negative ? -rounded : rounded;
  const whole = abs / FACTOR;
  let fraction = (abs % FACTOR).toString().padStart(SCALE, "0");
  fraction =
    decimals === undefined
      ? fraction.replace(/0+$/, "")
      : fraction.slice(0, decimals).padEnd(decimals, "0");
  return `${negative && abs !== 0n ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** The smaller of two decimals. */
export const min = (a: Dec, b: Dec): Dec => (a < b ? a : b);
/** The larger of two decimals. */
export const max = (a: Dec, b: Dec): Dec => (a > b ? a : b);

/** A decimal number split into its sign, integer digits and fraction digits. */
export interface DecimalParts {
  negative: boolean;
  /** Integer digits without leading zeros (`"0"` when there are none). */
  integer: string;
  /** Fraction digits exactly as given (may be empty). */
  fraction: string;
}

const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Parses a decimal string (`"-1234.5678"`, `".5"`, `"1e-8"`) or a finite number into its parts.
 * Surrounding whitespace is ignored; anything else that is not a number gives `null`.
 */
export function parseDecimal(value: string | number): DecimalParts | null {
  const text =
    typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  const match = decimalPattern.exec(text);
  if (!match || (match[2] === "" && (match[3] ?? "") === "")) return null;
  let integer = match[2] ?? "";
  let fraction = match[3] ?? "";
  // The exponent is a small integer of the text (`e-8`), not an amount.
  const exponent = Number(match[4] ?? 0);
  if (exponent > 0) {
    const padded = fraction.padEnd(exponent, "0");
    integer += padded.slice(0, exponent);
    fraction = padded.slice(exponent);
  } else if (exponent < 0) {
    const padded = integer.padStart(-exponent + 1, "0");
    fraction = padded.slice(padded.length + exponent) + fraction;
    integer = padded.slice(0, padded.length + exponent);
  }
  return { negative: match[1] === "-", integer: integer.replace(/^0+(?=\d)/, "") || "0", fraction };
}

/** Parsed parts as a `Dec` rounded once, half away from zero, to `decimals` (<= 18) places. */
function fromParts(parts: DecimalParts, decimals: number): Dec {
  const magnitude = BigInt(parts.integer + parts.fraction);
  return rescale(parts.negative ? -magnitude : magnitude, parts.fraction.length, decimals);
}

/**
 * The lenient parse: any decimal {@link parseDecimal} reads (`".5"`, `"5."`, `"+1"`, `"1e-8"`,
 * a finite number) as a `Dec`, digits beyond the 18th rounded half away from zero; `null` for
 * anything that is not a number.
 */
export function toDec(value: string | number | null | undefined): Dec | null {
  if (value === null || value === undefined) return null;
  const parts = parseDecimal(value);
  return parts ? fromParts(parts, SCALE) : null;
}

/**
 * Rounds a decimal (string or number) to `places` fraction digits, half away from zero, keeping
 * every integer digit of large values (`"0.123456785"` -> `"0.12345679"`). The result has exactly
 * `places` fraction digits (beyond the 18th they are zeros) and never reads `-0`. Invalid input
 * gives `null`.
 */
export function roundDecimal(value: string | number, places: number): string | null {
  const parts = parseDecimal(value);
  return parts ? fmt(fromParts(parts, Math.min(places, SCALE)), places) : null;
}

/** Compares two decimals exactly (to 18 decimals): -1, 0 or 1. Invalid input counts as zero. */
export function compareDecimal(a: string | number, b: string | number): -1 | 0 | 1 {
  const left = toDec(a) ?? 0n;
  const right = toDec(b) ?? 0n;
  return left === right ? 0 : left < right ? -1 : 1;
}

/**
 * `a - b` for decimals, exact, without trailing fraction zeros (`"0.3" - "0.1"` is `"0.2"`);
 * `"0"` when either is not a number.
 */
export function subtractDecimal(a: string | number, b: string | number): string {
  const left = toDec(a);
  const right = toDec(b);
  return left === null || right === null ? "0" : fmt(left - right);
}

/**
 * `a × b` for decimals, rounded once, half away from zero, to `places` fraction digits (a coin
 * amount at a rate: `multiplyDecimal("0.5", "64000.12", 2)` is `"32000.06"`); `null` when either
 * is not a number.
 */
export function multiplyDecimal(a: string, b: string, places: number): string | null {
  const left = toDec(a);
  const right = toDec(b);
  if (left === null || right === null) return null;
  return fmt(rescale(left * right, 2 * SCALE, Math.min(places, SCALE)), places);
}

/**
 * What share of `whole` `part` is, in percent, exact and rounded towards zero to `places` (at most
 * 18) so that a share reads 100 only once the whole is reached (`percentOf("20", "200")` is
 * `"10.00"`, `percentOf("199.99", "200")` is `"99.99"`): for a bar that shows how much of an
 * amount is used. `null` when either is not a number or `whole` is zero.
 */
export function percentOf(
  part: string | number,
  whole: string | number,
  places = 2,
): string | null {
  const value = toDec(part);
  const total = toDec(whole);
  if (value === null || total === null || total === 0n) return null;
  const decimals = Math.min(places, SCALE);
  const share = (value * 100n * 10n ** BigInt(decimals)) / total;
  return fmt(share * 10n ** BigInt(SCALE - decimals), places);
}
