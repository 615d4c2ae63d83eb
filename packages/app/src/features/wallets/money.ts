import { CRYPTO_DECIMALS, formatAmount, isFiatCurrency, sanitizeDecimal } from "@casino/core";

/**
 * An amount with its currency code for display: fiat (EUR, USD) with 2 decimals, crypto with 8,
 * through the core's formatters (rounding on the decimal string, never through a float).
 */
export function formatMoney(value: string | null | undefined, currency: string): string {
  return `${formatAmount(value, currency, { grouping: true })} ${currency}`;
}

/**
 * Cleans what the player types into an amount field with the core's decimal sanitiser (digits and
 * one dot) and cuts the fraction to `decimals` places (8 for crypto, 2 for fiat).
 */
export function sanitizeAmount(value: string, currency: string, decimals?: number): string {
  const clean = sanitizeDecimal(value);
  const places = decimals ?? (isFiatCurrency(currency) ? 2 : CRYPTO_DECIMALS);
  const dot = clean.indexOf(".");
  return dot === -1 ? clean : clean.slice(0, dot + 1 + places);
}

/** Compares two non-negative decimal strings exactly: -1, 0 or 1. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const [ai = "0", af = ""] = a.split(".");
  const [bi = "0", bf = ""] = b.split(".");
  const intA = ai.replace(/^0+(?=\d)/, "");
  const intB = bi.replace(/^0+(?=\d)/, "");
  if (intA.length !== intB.length) return intA.length < intB.length ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const left = intA + af.padEnd(width, "0");
  const right = intB + bf.padEnd(width, "0");
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/** `a - b` for decimal strings (b <= a not required), exact, trimmed of trailing zeros; "0" for invalid input. */
export function subtractDecimal(a: string, b: string): string {
  const places = Math.max((a.split(".")[1] ?? "").length, (b.split(".")[1] ?? "").length);
  const scale = (value: string) => {
    const [int = "0", frac = ""] = value.split(".");
    return BigInt(int + frac.padEnd(places, "0"));
  };
  if (!/^\d+(\.\d+)?$/.test(a) || !/^\d+(\.\d+)?$/.test(b)) return "0";
  const diff = scale(a) - scale(b);
  const negative = diff < 0n;
  const digits = (negative ? -diff : diff).toString().padStart(places + 1, "0");
  const int = digits.slice(0, digits.length - places);
  const frac = places ? digits.slice(-places).replace(/0+$/, "") : "";
  return `${negative ? "-" : ""}${int}${frac ? `.${frac}` : ""}`;
}
