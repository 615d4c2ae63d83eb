/** A decimal number split into sign, integer digits and fraction digits (no float arithmetic). */
interface DecimalParts {
  negative: boolean;
  integer: string;
  fraction: string;
}

const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function parse(value: string | number): DecimalParts | null {
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

/** Adds one unit in the last place to a string of digits. */
function increment(digits: string): string {
  const out = digits.split("");
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] === "9") out[i] = "0";
    else {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
  }
  return `1${out.join("")}`;
}

/**
 * Rounds a decimal (string or number) to `places` fraction digits, half away from zero, using string
 * arithmetic so that large or precise values (`"0.123456785"`) lose nothing. Invalid input gives `null`.
 */
export function roundDecimal(value: string | number, places: number): string | null {
  const parts = parse(value);
  if (!parts) return null;
  const digits = parts.integer + parts.fraction.padEnd(places + 1, "0");
  const keep = parts.integer.length + places;
  let kept = digits.slice(0, keep);
  if (Number(digits[keep]) >= 5) kept = increment(kept);
  const integer = kept.slice(0, kept.length - places).replace(/^0+(?=\d)/, "") || "0";
  const fraction = places > 0 ? kept.slice(kept.length - places) : "";
  const isZero = /^0*$/.test(integer + fraction);
  const sign = parts.negative && !isZero ? "-" : "";
  return fraction ? `${sign}${integer}.${fraction}` : `${sign}${integer}`;
}

/** Inserts `,` every three integer digits. */
export function groupThousands(decimal: string): string {
  const [integer = "", fraction] = decimal.split(".");
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
