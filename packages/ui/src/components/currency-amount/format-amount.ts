/** Currencies shown as fiat money (2 decimals, locale currency symbol); everything else is crypto. */
export const FIAT_CURRENCIES = ["EUR", "USD"] as const;

/** Decimals shown for fiat amounts. */
export const FIAT_DECIMALS = 2;
/** Decimals shown for crypto amounts. */
export const CRYPTO_DECIMALS = 8;

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** A decimal number split into exact parts (no floating point involved). */
export interface ParsedDecimal {
  negative: boolean;
  /** Integer digits, without sign. */
  integer: bigint;
  /** Fraction digits exactly as given (may be empty). */
  fraction: string;
}

/**
 * Parses a decimal string such as `"-1234.5678"` into exact parts.
 * Returns `null` when the string is not a plain decimal number.
 */
export function parseDecimal(value: string): ParsedDecimal | null {
  const match = DECIMAL_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, sign, integerDigits = "", fractionDigits = ""] = match;
  if (integerDigits === "" && fractionDigits === "") return null;
  return {
    negative: sign === "-",
    integer: BigInt(integerDigits === "" ? "0" : integerDigits),
    fraction: fractionDigits,
  };
}

/**
 * Rounds a parsed decimal to `decimals` fraction digits, half away from zero,
 * and returns the integer part and the zero-padded fraction digits.
 */
export function roundDecimal(
  parsed: ParsedDecimal,
  decimals: number,
): { negative: boolean; integer: bigint; fraction: string } {
  const kept = parsed.fraction.slice(0, decimals).padEnd(decimals, "0");
  const scale = 10n ** BigInt(decimals);
  let scaled = parsed.integer * scale + BigInt(kept === "" ? "0" : kept);
  const nextDigit = parsed.fraction.charAt(decimals);
  if (nextDigit !== "" && Number(nextDigit) >= 5) scaled += 1n;
  const integer = scaled / scale;
  const fraction = decimals > 0 ? (scaled % scale).toString().padStart(decimals, "0") : "";
  return { negative: parsed.negative && scaled !== 0n, integer, fraction };
}

/** Whether a currency code is one of the fiat currencies. */
export function isFiatCurrency(currency: string): boolean {
  return (FIAT_CURRENCIES as readonly string[]).includes(currency.toUpperCase());
}

/** Options for {@link formatAmount}. */
export interface FormatAmountOptions {
  /** BCP 47 locale used for grouping, decimal separator and symbol placement. */
  locale: string;
  /** Currency code, e.g. `EUR`, `USD`, `BTC`, `USDT`. */
  currency: string;
  /** Fraction digits; defaults to 2 for fiat and 8 for crypto. */
  decimals?: number;
  /** Append the currency (symbol for fiat, code for crypto); defaults to true. */
  showCurrency?: boolean;
}

function groupedInteger(locale: string, integer: bigint): string {
  return new Intl.NumberFormat(locale)
    .formatToParts(integer)
    .filter((part) => part.type === "integer" || part.type === "group")
    .map((part) => part.value)
    .join("");
}

/**
 * Formats an amount given as a decimal string without converting it to a
 * floating-point number, so `"12345678901234.12345678"` keeps every digit.
 * Fiat currencies use the locale's currency pattern; crypto amounts are
 * followed by their code. Returns the input unchanged when it is not a number.
 */
export function formatAmount(amount: string, options: FormatAmountOptions): string {
  const parsed = parseDecimal(amount);
  if (!parsed) return amount;
  const fiat = isFiatCurrency(options.currency);
  const decimals = options.decimals ?? (fiat ? FIAT_DECIMALS : CRYPTO_DECIMALS);
  const showCurrency = options.showCurrency ?? true;
  const rounded = roundDecimal(parsed, decimals);

  // Format a template number (±1 with the right number of decimals) to learn the
  // locale's pattern, then put the exact digits into its integer and fraction parts.
  const format = new Intl.NumberFormat(options.locale, {
    ...(fiat && showCurrency
      ? { style: "currency", currency: options.currency.toUpperCase() }
      : {}),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const integerText = groupedInteger(options.locale, rounded.integer);
  let integerDone = false;
  const text = format
    .formatToParts(rounded.negative ? -1 : 1)
    .map((part) => {
      if (part.type === "integer") {
        if (integerDone) return "";
        integerDone = true;
        return integerText;
      }
      if (part.type === "group") return "";
      if (part.type === "fraction") return rounded.fraction;
      return part.value;
    })
    .join("");
  return !fiat && showCurrency ? `${text}\u00a0${options.currency.toUpperCase()}` : text;
}
