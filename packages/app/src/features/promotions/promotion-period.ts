import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The period of a promotion in the player's language: "Until 30 Nov 2026", a range, or nothing. */
export function promotionPeriod(
  i18n: I18n,
  startsAt: string | null,
  endsAt: string | null,
): string | null {
  const format = (iso: string) => i18n.date(new Date(iso), { dateStyle: "medium" });
  if (startsAt && endsAt) {
    const from = format(startsAt);
    const to = format(endsAt);
    return i18n._(msg`${from} – ${to}`);
  }
  if (endsAt) {
    const to = format(endsAt);
    return i18n._(msg`Until ${to}`);
  }
  return null;
}
