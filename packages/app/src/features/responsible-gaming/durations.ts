import type { I18n } from "@lingui/core";

/** Session reminder choices in minutes (the server allows 15 to 720). */
export const REMINDER_CHOICES = [15, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720] as const;
/** Cool-off choices in hours: 24 hours to 6 weeks. */
export const COOL_OFF_CHOICES = [24, 48, 72, 168, 336, 504, 672, 1008] as const;
/** Self-exclusion choices in months: 6 months to 5 years. */
export const SELF_EXCLUSION_CHOICES = [6, 12, 24, 36, 60] as const;

function unit(i18n: I18n, value: number, name: "minute" | "hour" | "day" | "week" | "month") {
  return i18n.number(value, { style: "unit", unit: name, unitDisplay: "long" });
}

/** A duration in minutes in words: "45 minutes", "1 hour 30 minutes", "2 hours". */
export function formatMinutes(i18n: I18n, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return unit(i18n, rest, "minute");
  if (rest === 0) return unit(i18n, hours, "hour");
  return `${unit(i18n, hours, "hour")} ${unit(i18n, rest, "minute")}`;
}

/** A cool-off length in words: hours below 3 days, then days or weeks. */
export function formatHours(i18n: I18n, hours: number): string {
  if (hours % 168 === 0) return unit(i18n, hours / 168, "week");
  if (hours % 24 === 0 && hours > 24) return unit(i18n, hours / 24, "day");
  return unit(i18n, hours, "hour");
}

export function formatMonths(i18n: I18n, months: number): string {
  return unit(i18n, months, "month");
}

/** When a break of `hours` from now would end. */
export function endAfterHours(hours: number, now = Date.now()): string {
  return new Date(now + hours * 3_600_000).toISOString();
}

/** When a self-exclusion of `months` calendar months from now would end. */
export function endAfterMonths(months: number, now = Date.now()): string {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
}
