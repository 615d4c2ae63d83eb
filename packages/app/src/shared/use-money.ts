import { selectLanguage } from "@casino/core";
import {
  formatDecimal,
  formatMoney,
  formatMultiplier,
  formatPercent,
  type MoneyFormat,
} from "@casino/rules";
import { useAppSelector } from "@casino/core/react";

/**
 * The money rule (`formatMoney` of @casino/rules) in the player's language: `money(amount, code)`
 * writes an amount with its unit (crypto 8 decimals and its code, fiat 2 and its symbol), grouped
 * and with the language's decimal mark; `multiplier(value)` writes `1.9603×`, `percent(value)` `49.50%`. Screens that show an
 * amount as text use it; a standalone amount is `CurrencyAmount` of @casino/ui.
 */
export function useMoney() {
  const locale = useAppSelector(selectLanguage);
  return {
    locale,
    money: (
      amount: string | null | undefined,
      currency: string,
      options: Omit<MoneyFormat, "locale" | "currency"> = {},
    ) => formatMoney(amount, { locale, currency, ...options }),
    multiplier: (value: string | number) => formatMultiplier(value, locale),
    /** A figure with two decimals (a roll, a limbo count): `50.50`, in `ru` `50,50`. */
    figure: (value: string | number) =>
      formatDecimal(value, { locale, minDecimals: 2, maxDecimals: 2 }),
    /** A percentage with two decimals (a win chance): `49.50%`, in `ru` `49,50 %`. */
    percent: (value: string | number) =>
      formatPercent(value, locale, { minDecimals: 2, maxDecimals: 2 }),
  };
}
