import { formatPercent as formatPercentIn } from "@casino/rules";
import type { I18n } from "@lingui/core";

/** A percentage from a decimal string, exact, e.g. "7.5" -> "7.5%" (`ru`: "7,5 %"). */
export const formatPercent = (i18n: I18n, percent: string): string =>
  formatPercentIn(percent, i18n.locale);

/** A date and time in the player's language, e.g. "Jan 8, 2026, 00:00 UTC" (shown in UTC). */
export function formatUtc(i18n: I18n, iso: string): string {
  return i18n.date(new Date(iso), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
}
