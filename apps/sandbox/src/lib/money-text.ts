/**
 * Amounts written into player-visible text (inbox notifications) by the money rule of
 * `@casino/rules`: crypto with 8 decimals and its code, fiat with 2 and its symbol, in English;
 * with the decimal and currency kept beside the text so clients write it in the player's
 * language (`Notification.amounts`).
 */
import { dec, fmt, formatMoney, type Dec } from "@casino/rules";

/** An amount of a notification: its decimal, currency and how the text writes it. */
export interface MoneyText {
  amount: string;
  currency: string;
  text: string;
}

/** An amount (a decimal string or a `Dec`) of a currency, written by the money rule. */
export function moneyText(amount: Dec | string, currency: string): MoneyText {
  const decimal = fmt(typeof amount === "bigint" ? amount : dec(amount));
  const code = currency.toUpperCase();
  return {
    amount: decimal,
    currency: code,
    text: formatMoney(decimal, { currency: code, locale: "en" }),
  };
}
