/** A time written for people in `locale`, with its ISO form for `<time dateTime>`. */
export interface FormattedTime {
  text: string;
  /** Missing when `time` is not a valid date (the text is then `time` as given). */
  iso: string | undefined;
}

/**
 * Formats a server time (ISO string or `Date`) in the player's locale: a medium date and a short
 * time unless `options` say otherwise. An invalid time is shown as given.
 */
export function formatTime(
  time: string | Date,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" },
): FormattedTime {
  const date = typeof time === "string" ? new Date(time) : time;
  if (Number.isNaN(date.getTime())) return { text: String(time), iso: undefined };
  return { text: new Intl.DateTimeFormat(locale, options).format(date), iso: date.toISOString() };
}
