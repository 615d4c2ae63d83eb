/**
 * The one rule for showing money and other exact numbers (see docs/app.md, "Money on screen"):
 * fiat (EUR, USD) with 2 decimals and its symbol, crypto with 8 decimals and its code, rounded
 * half away from zero on the decimal string, grouped and with the decimal mark of the player's
 * language. The digits come from the string, never from a float: `Intl.NumberFormat` only lends the
 * locale's grouping, decimal mark, sign and symbol placement.
 */
import { compareDecimal, parseDecimal, roundDecimal } from "./decimal.ts";

/** Fraction digits of fiat amounts. */
export const FIAT_DECIMALS = 2;
/** Fraction digits of crypto amounts. */
export const CRYPTO_DECIMALS = 8;
/**
 * The fiat currencies (the contract's `FiatCurrency`; core's tests check the two agree). Every
 * other currency code is crypto.
 */
export const FIAT_CURRENCIES = ["EUR", "USD"] as const;
/** The unit written after a multiplier (`1.9603×`). */
export const MULTIPLIER_UNIT = "\u00d7";

/** Whether a currency code (any case) is fiat. */
export function isFiatCurrency(code: string | null | undefined): boolean {
  return (FIAT_CURRENCIES as readonly string[]).includes((code ?? "").toUpperCase());
}

/** The fraction digits shown for a currency: 2 for fiat, 8 for crypto. */
export function currencyDecimals(code: string | null | undefined): number {
  return isFiatCurrency(code) ? FIAT_DECIMALS : CRYPTO_DECIMALS;
}

const formats = new Map<string, Intl.NumberFormat>();

/** A cached `Intl.NumberFormat` (feeds format hundreds of amounts per render). */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * Writes an already rounded decimal string (`"-1234.50"`) in the locale's pattern: the locale
 * groups the integer digits (formatted from a bigint, so exact) and lends its decimal mark, sign
 * and (fiat) symbol placement from a template number; the digits are the string's.
 */
function localize(
  rounded: string,
  locale: string,
  options: { currency?: string; plusSign?: boolean },
): string {
  const negative = compareDecimal(rounded, 0) < 0;
  const [integer = "0", fraction = ""] = rounded.replace(/^-/, "").split(".");
  const integerText = numberFormat(locale, {})
    .formatToParts(BigInt(integer))
    .filter((part) => part.type === "integer" || part.type === "group")
    .map((part) => part.value)
    .join("");
  const template = numberFormat(locale, {
    ...(options.currency ? { style: "currency", currency: options.currency } : {}),
    minimumFractionDigits: fraction.length,
    maximumFractionDigits: fraction.length,
    signDisplay: options.plusSign ? "exceptZero" : "auto",
  });
  const isZero = compareDecimal(rounded, 0) === 0;
  let integerDone = false;
  return template
    .formatToParts(isZero ? 0 : negative ? -1 : 1)
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
}

/** Options of {@link formatMoney}. */
export interface MoneyFormat {
  /** The player's language (BCP 47), e.g. `ru`: its grouping, decimal mark and symbol placement. */
  locale: string;
  /** Currency code: `EUR` / `USD` are fiat (2 decimals), anything else crypto (8 decimals). */
  currency: string;
  /** Fraction digits; the currency's by default (2 fiat, 8 crypto). */
  decimals?: number;
  /**
   * `auto` (default): fiat with its symbol where the locale puts it (`$1,234.50`, `1.234,50 €`),
   * crypto followed by its code (`0.00012346 BTC`). `none`: the digits only, for a place that
   * shows the unit itself (the coin's icon with its name, a column header).
   */
  unit?: "auto" | "none";
  /** Writes `+` before amounts above zero (wins), where the locale puts signs. */
  plusSign?: boolean;
  /**
   * Drops trailing fraction zeros beyond the second (`500.00000000` -> `500.00`,
   * `502.13094200` -> `502.130942`): the only digits that may go when room is short (the header
   * on a phone), as they carry no value; a digit that carries value is never dropped.
   */
  compact?: boolean;
  /** Shown for a missing or unparseable amount (default: the input as given, or `""`). */
  fallback?: string;
}

/**
 * THE money rule: an amount (decimal string, exact) as the player reads it. Crypto
 * `"502.130942"` in `ru` is `502,13094200 USDT`, fiat `"1234.5"` EUR in `de` is `1.234,50 €`,
 * `"12345678901234.12345678"` ETH in `en` keeps every digit. Never `-0`.
 */
export function formatMoney(amount: string | null | undefined, options: MoneyFormat): string {
  const currency = options.currency.toUpperCase();
  const fiat = isFiatCurrency(currency);
  const decimals = options.decimals ?? currencyDecimals(currency);
  let rounded = amount === null || amount === undefined ? null : roundDecimal(amount, decimals);
  if (rounded === null) return options.fallback ?? amount ?? "";
  if (options.compact) rounded = rounded.replace(/(\.\d\d\d*?)0+$/, "$1");
  const unit = options.unit ?? "auto";
  const text = localize(rounded, options.locale, {
    currency: fiat && unit === "auto" ? currency : undefined,
    plusSign: options.plusSign,
  });
  return !fiat && unit === "auto" && currency ? `${text}\u00a0${currency}` : text;
}

/** Options of {@link formatDecimal}. */
export interface DecimalFormat {
  locale: string;
  /** Fewest fraction digits shown (trailing zeros are kept up to here). Default 0. */
  minDecimals?: number;
  /** Most fraction digits shown (rounded half away from zero). Default 8. */
  maxDecimals?: number;
}

/**
 * An exact number that is not money (a multiplier, a roll, a percentage) in the locale's
 * grouping and decimal mark, trailing zeros dropped down to `minDecimals`
 * (`"1.96030000"` with 2..4 is `1.9603`; `"2"` is `2.00`). Unparseable input comes back as is.
 */
export function formatDecimal(value: string | number, options: DecimalFormat): string {
  const min = options.minDecimals ?? 0;
  const rounded = roundDecimal(value, options.maxDecimals ?? CRYPTO_DECIMALS);
  if (rounded === null) return String(value);
  const [integer = "0", fraction = ""] = rounded.split(".");
  const kept = fraction.replace(/0+$/, "").padEnd(min, "0");
  return localize(kept ? `${integer}.${kept}` : integer, options.locale, {});
}

/**
 * A percentage, exact, in the locale's pattern with `minDecimals` to `maxDecimals` fraction
 * digits (default 0 to 2): `"7.5"` is `7.5%`, in `ru` `7,5 %`, in `tr` `%7,5`.
 */
export function formatPercent(
  value: string | number,
  locale: string,
  options: Omit<DecimalFormat, "locale"> = {},
): string {
  const digits = formatDecimal(value, { maxDecimals: 2, ...options, locale });
  return numberFormat(locale, { style: "percent" }).format(1).replace("100", digits);
}

/**
 * A multiplier with its unit, exact, 2 to 4 decimals: `"1.9603"` is `1.9603×`, `"2"` is `2.00×`,
 * in `ru` `1,9603×`.
 */
export function formatMultiplier(value: string | number, locale: string): string {
  const parsed = parseDecimal(value);
  if (!parsed) return String(value);
  return `${formatDecimal(value, { locale, minDecimals: 2, maxDecimals: 4 })}${MULTIPLIER_UNIT}`;
}
