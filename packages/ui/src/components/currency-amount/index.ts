export {
  CurrencyAmount,
  type CurrencyAmountProps,
  type CurrencyAmountTone,
  type CurrencyAmountSize,
} from "./currency-amount.tsx";
