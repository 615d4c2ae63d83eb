// Public API of @casino/rules: pure rules shared by core and ui. Every export is listed here
// explicitly; the package imports nothing.
export {
  compareDecimal,
  multiplyDecimal,
  parseDecimal,
  roundDecimal,
  subtractDecimal,
} from "./decimal.ts";
export type { DecimalParts } from "./decimal.ts";
export {
  CRYPTO_DECIMALS,
  currencyDecimals,
  FIAT_CURRENCIES,
  FIAT_DECIMALS,
  formatDecimal,
  formatPercent,
  formatMoney,
  formatMultiplier,
  isFiatCurrency,
  MULTIPLIER_UNIT,
} from "./money.ts";
export type { DecimalFormat, MoneyFormat } from "./money.ts";
export { sanitizeAmount, sanitizeDecimal, sanitizeDigits, sanitizeNumeric } from "./sanitize.ts";
export type { NumericMode } from "./sanitize.ts";
export { BADGE_LIMIT, formatBadgeCount } from "./badge.ts";
export { isOneTimeCode, ONE_TIME_CODE_LENGTH } from "./one-time-code.ts";
