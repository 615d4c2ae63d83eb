import { formatDecimal } from "@casino/rules";
import type { I18n } from "@lingui/core";

/** A percentage from a decimal string, exact, e.g. "7.5" -> "7.5%" (`ru`: "7,5 %"). */
export function formatPercent(i18n: I18n, percent: string): string {
  const number = formatDecimal(percent, { locale: i18n.locale, maxDecimals: 2 });
  // The locale's percent pattern (`7,5 %` in Russian), the exact digits in it.
  return i18n.number(1, { style: "percent" }).replace("100", number);
}

/** A date and time in the player's language, e.g. "Jan 8, 2026, 00:00 UTC" (shown in UTC). */
export function formatUtc(i18n: I18n, iso: string): string {
  return i18n.date(new Date(iso), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
}
