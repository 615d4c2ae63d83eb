import { groupThousands, roundDecimal } from "./decimal.ts";

/** Fraction digits of fiat amounts (spec section 9). */
export const FIAT_DECIMALS = 2;
/** Fraction digits of crypto amounts (spec section 9). */
export const CRYPTO_DECIMALS = 8;
/** Fiat currency codes the product special-cases (spec section 3). */
export const FIAT_CURRENCIES = ["EUR", "USD"] as const;

/** Options for the money formatters. */
export interface MoneyFormatOptions {
  /** Group thousands with `,` (default false). */
  grouping?: boolean;
  /** Returned for invalid input (default `"0.00"` / `"0.00000000"`). */
  fallback?: string;
}

function format(
  value: string | number | null | undefined,
  places: number,
  options: MoneyFormatOptions,
): string {
  const rounded = value === null || value === undefined ? null : roundDecimal(value, places);
  if (rounded === null) return options.fallback ?? roundDecimal(0, places)!;
  return options.grouping ? groupThousands(rounded) : rounded;
}

/** Formats a fiat amount with 2 decimals, rounding half away from zero without float loss. */
export function formatFiat(
  value: string | number | null | undefined,
  options: MoneyFormatOptions = {},
): string {
  return format(value, FIAT_DECIMALS, options);
}

/** Formats a crypto amount with 8 decimals, rounding half away from zero without float loss. */
export function formatCrypto(
  value: string | number | null | undefined,
  options: MoneyFormatOptions = {},
): string {
  return format(value, CRYPTO_DECIMALS, options);
}

/** Whether a currency code is one of the special-cased fiat currencies (EUR, USD). */
export function isFiatCurrency(code: string | null | undefined): boolean {
  return (FIAT_CURRENCIES as readonly string[]).includes((code ?? "").toUpperCase());
}

/** Formats an amount with the decimals of its currency: 2 for EUR and USD, 8 for crypto. */
export function formatAmount(
  value: string | number | null | undefined,
  currency: string,
  options: MoneyFormatOptions = {},
): string {
  return isFiatCurrency(currency) ? formatFiat(value, options) : formatCrypto(value, options);
}
