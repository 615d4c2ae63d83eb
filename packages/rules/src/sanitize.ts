/**
 * What a numeric input keeps of typed or pasted text: digits only, or digits and one decimal
 * point (a leading dot and every dot after the first are removed).
 */
import { currencyDecimals } from "./money.ts";

/** `integer`: digits only. `decimal`: digits and one decimal point. */
export type NumericMode = "integer" | "decimal";

/** Keeps digits only. */
export function sanitizeDigits(value: string): string {
  return value.replace(/[^0-9]/g, "");
}

/** Keeps digits and one decimal point: a leading dot and every dot after the first go. */
export function sanitizeDecimal(value: string): string {
  const kept = value.replace(/[^0-9.]/g, "").replace(/^\.+/, "");
  const dot = kept.indexOf(".");
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, "");
}

/** Cleans input for a numeric field in the given mode. */
export function sanitizeNumeric(value: string, mode: NumericMode): string {
  return mode === "integer" ? sanitizeDigits(value) : sanitizeDecimal(value);
}

/**
 * Cleans an amount field: digits and one dot, the fraction cut to `decimals` places (default the
 * currency's: 2 for fiat, 8 for crypto).
 */
export function sanitizeAmount(value: string, currency: string, decimals?: number): string {
  const clean = sanitizeDecimal(value);
  const places = decimals ?? currencyDecimals(currency);
  const dot = clean.indexOf(".");
  return dot === -1 ? clean : clean.slice(0, dot + 1 + places);
}
