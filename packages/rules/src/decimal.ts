/**
 * Exact decimal arithmetic on strings. Amounts travel as decimal strings (`"0.00012345"`) and never
 * pass through a float: rounding, comparing and subtracting work on their digits.
 */

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

/** The value times 10^places as an integer (fraction digits beyond `places` are cut). */
function scaled(parts: DecimalParts, places: number): bigint {
  const magnitude = BigInt(parts.integer + parts.fraction.slice(0, places).padEnd(places, "0"));
  return parts.negative ? -magnitude : magnitude;
}

/** Writes an integer scaled by 10^places as a decimal string, without trailing fraction zeros. */
function unscaled(value: bigint, places: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(places + 1, "0");
  const integer = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? digits.slice(digits.length - places).replace(/0+$/, "") : "";
  return `${negative ? "-" : ""}${integer}${fraction ? `.${fraction}` : ""}`;
}

/**
 * Rounds a decimal (string or number) to `places` fraction digits, half away from zero, keeping
 * every digit of large or precise values (`"0.123456785"` -> `"0.12345679"`). The result has
 * exactly `places` fraction digits and never reads `-0`. Invalid input gives `null`.
 */
export function roundDecimal(value: string | number, places: number): string | null {
  const parts = parseDecimal(value);
  if (!parts) return null;
  let magnitude = BigInt(parts.integer + parts.fraction.slice(0, places).padEnd(places, "0"));
  if (Number(parts.fraction.charAt(places) || "0") >= 5) magnitude += 1n;
  const digits = magnitude.toString().padStart(places + 1, "0");
  const integer = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(digits.length - places)}` : "";
  return `${parts.negative && magnitude !== 0n ? "-" : ""}${integer}${fraction}`;
}

const zero: DecimalParts = { negative: false, integer: "0", fraction: "" };

/** Compares two decimals exactly: -1, 0 or 1. Invalid input counts as zero. */
export function compareDecimal(a: string | number, b: string | number): -1 | 0 | 1 {
  const left = parseDecimal(a) ?? zero;
  const right = parseDecimal(b) ?? zero;
  const places = Math.max(left.fraction.length, right.fraction.length);
  const difference = scaled(left, places) - scaled(right, places);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/**
 * `a - b` for decimals, exact, without trailing fraction zeros (`"0.3" - "0.1"` is `"0.2"`);
 * `"0"` when either is not a number.
 */
export function subtractDecimal(a: string | number, b: string | number): string {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  if (!left || !right) return "0";
  const places = Math.max(left.fraction.length, right.fraction.length);
  return unscaled(scaled(left, places) - scaled(right, places), places);
}

/**
 * `a × b` for decimals, exact, rounded half away from zero to `places` fraction digits (a coin
 * amount at a rate: `multiplyDecimal("0.5", "64000.12", 2)` is `"32000.06"`); `null` when either
 * is not a number.
 */
export function multiplyDecimal(a: string, b: string, places: number): string | null {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  if (!left || !right) return null;
  const product = scaled(left, left.fraction.length) * scaled(right, right.fraction.length);
  return roundDecimal(unscaled(product, left.fraction.length + right.fraction.length), places);
}
