export {
  CurrencyAmount,
  type CurrencyAmountProps,
  type CurrencyAmountTone,
  type CurrencyAmountSize,
} from "./currency-amount.tsx";
export {
  formatAmount,
  parseDecimal,
  roundDecimal,
  isFiatCurrency,
  FIAT_CURRENCIES,
  FIAT_DECIMALS,
  CRYPTO_DECIMALS,
  type FormatAmountOptions,
  type ParsedDecimal,
} from "./format-amount.ts";
