/**
 * How money is shown: fiat (EUR, USD) with 2 decimals, crypto with 8, rounded half away from zero
 * on the decimal string.
 */
import { compareDecimal, groupThousands, roundDecimal } from "./decimal.ts";

/** Fraction digits of fiat amounts. */
export const FIAT_DECIMALS = 2;
/** Fraction digits of crypto amounts. */
export const CRYPTO_DECIMALS = 8;
/**
 * The fiat currencies (the contract's `FiatCurrency`; core's tests check the two agree). Every
 * other currency code is crypto.
 */
export const FIAT_CURRENCIES = ["EUR", "USD"] as const;

/** Whether a currency code (any case) is fiat. */
export function isFiatCurrency(code: string | null | undefined): boolean {
  return (FIAT_CURRENCIES as readonly string[]).includes((code ?? "").toUpperCase());
}

/** The fraction digits shown for a currency: 2 for fiat, 8 for crypto. */
export function currencyDecimals(code: string | null | undefined): number {
  return isFiatCurrency(code) ? FIAT_DECIMALS : CRYPTO_DECIMALS;
}

/** Options of {@link formatAmount}, {@link formatFiat} and {@link formatCrypto}. */
export interface MoneyFormatOptions {
  /** Group thousands with `,` (default false). */
  grouping?: boolean;
  /** Returned for invalid or missing input (default zero: `"0.00"` / `"0.00000000"`). */
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

/** Formats a fiat amount with 2 decimals (`"12.345"` -> `"12.35"`). */
export function formatFiat(
  value: string | number | null | undefined,
  options: MoneyFormatOptions = {},
): string {
  return format(value, FIAT_DECIMALS, options);
}

/** Formats a crypto amount with 8 decimals. */
export function formatCrypto(
  value: string | number | null | undefined,
  options: MoneyFormatOptions = {},
): string {
  return format(value, CRYPTO_DECIMALS, options);
}

/** Formats an amount with the decimals of its currency: 2 for fiat, 8 for crypto. */
export function formatAmount(
  value: string | number | null | undefined,
  currency: string,
  options: MoneyFormatOptions = {},
): string {
  return format(value, currencyDecimals(currency), options);
}

/**
 * An amount and its code for display, thousands grouped: `"1,234.50 USD"`, `"0.00000002 BTC"`;
 * zero for missing or invalid input.
 */
export function formatMoney(value: string | number | null | undefined, currency: string): string {
  return `${formatAmount(value, currency, { grouping: true })} ${currency}`;
}

/** Options of {@link formatLocaleAmount}. */
export interface LocaleAmountOptions {
  /** BCP 47 locale for grouping, decimal separator and symbol placement. */
  locale: string;
  /** Currency code, e.g. `EUR`, `USD`, `BTC`, `USDT`. */
  currency: string;
  /** Fraction digits; defaults to the currency's (2 fiat, 8 crypto). */
  decimals?: number;
  /** Append the currency (symbol for fiat, code for crypto); defaults to true. */
  showCurrency?: boolean;
}

/**
 * Formats an amount in a locale's pattern without turning it into a float, so
 * `"12345678901234.12345678"` keeps every digit: fiat in the locale's currency pattern
 * (`€1,234.57`, `1.234,50 €`), crypto followed by its code. Unparseable input comes back as is.
 */
export function formatLocaleAmount(amount: string, options: LocaleAmountOptions): string {
  const fiat = isFiatCurrency(options.currency);
  const decimals = options.decimals ?? currencyDecimals(options.currency);
  const showCurrency = options.showCurrency ?? true;
  const rounded = roundDecimal(amount, decimals);
  if (rounded === null) return amount;
  const negative = compareDecimal(rounded, 0) < 0;
  const [integer = "0", fraction = ""] = rounded.replace(/^-/, "").split(".");
  const integerText = new Intl.NumberFormat(options.locale)
    .formatToParts(BigInt(integer))
    .filter((part) => part.type === "integer" || part.type === "group")
    .map((part) => part.value)
    .join("");
  // Format a template number (±1 with the right decimals) to learn the locale's pattern, then put
  // the exact digits into its integer and fraction parts.
  const pattern = new Intl.NumberFormat(options.locale, {
    ...(fiat && showCurrency
      ? { style: "currency", currency: options.currency.toUpperCase() }
      : {}),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  let integerDone = false;
  const text = pattern
    .formatToParts(negative ? -1 : 1)
    .map((part) => {
      if (part.type === "integer") {
        if (integerDone) return "";
        integerDone = true;
        return integerText;
      }
      if (part.type === "group") return "";
      if (part.type === "fraction") return fraction;
      return part.value;
    })
    .join("");
  return !fiat && showCurrency ? `${text}\u00a0${options.currency.toUpperCase()}` : text;
}
