// Public API of @casino/rules: pure rules shared by the sandbox, core, ui and app. Every export is
// listed here explicitly; the package imports nothing.
// The one exact-decimal library (bigint, 18 decimals): the strict server API (`dec`, `fmt`, ...),
// the lenient parse for the screen (`toDec`) and the string helpers, all on the same core.
export {
  compareDecimal,
  dec,
  decimalsOf,
  div,
  fmt,
  isDecimal,
  max,
  min,
  mul,
  multiplyDecimal,
  parseDecimal,
  percentOf,
  round,
  roundDecimal,
  SCALE,
  subtractDecimal,
  sum,
  toDec,
  truncate,
} from "./decimal.ts";
export type { Dec, DecimalParts } from "./decimal.ts";
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
