import type { I18n } from "@lingui/core";

/** A coin amount (decimal string) with its code, at most 8 decimals, e.g. "2.5 USDT". */
export function formatCoin(i18n: I18n, amount: string, code: string): string {
  const value = Number(amount);
  const number = i18n.number(Number.isFinite(value) ? value : 0, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 8,
  });
  return `${number} ${code}`;
}

/** A fiat amount (decimal string) in its currency, e.g. "$1.00". */
export function formatFiat(i18n: I18n, amount: string, currency: string): string {
  const value = Number(amount);
  return i18n.number(Number.isFinite(value) ? value : 0, { style: "currency", currency });
}

/** A percentage from a decimal string, e.g. "7.5" -> "7.5%". */
export function formatPercent(i18n: I18n, percent: string): string {
  const value = Number(percent);
  return i18n.number((Number.isFinite(value) ? value : 0) / 100, {
    style: "percent",
    maximumFractionDigits: 2,
  });
}

/** A date and time in the player's language, e.g. "Jan 8, 2026, 00:00 UTC" (shown in UTC). */
export function formatUtc(i18n: I18n, iso: string): string {
  return i18n.date(new Date(iso), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
}
