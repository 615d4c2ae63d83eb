import { formatMoney } from "@casino/rules";
import { useCallback } from "react";
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import type { GamingLimitPeriod, GamingLimitType, RequestError } from "@casino/core";
import { translateMessage } from "../../i18n/use-translate-message.ts";
import { limitNames } from "./limit-labels.ts";

/** The refusals of responsible gaming, whose `details` say which limit and when it resets. */
const REFUSALS = new Set([
  "deposit_limit_exceeded",
  "loss_limit_exceeded",
  "wager_limit_exceeded",
  "cooling_off",
  "self_excluded",
]);

const isDate = (value: unknown): value is string =>
  typeof value === "string" && !Number.isNaN(Date.parse(value));

/** A date and time in the player's locale, with the time zone named. */
export function formatWhen(i18n: I18n, iso: string): string {
  return i18n.date(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
}

/** USD amounts of the limits (the server keeps them in USD). */
export function formatUsd(i18n: I18n, amount: string): string {
  return formatMoney(amount, { locale: i18n.locale, currency: "USD" });
}

/**
 * The text of a failed request. A responsible-gaming refusal with its details names the limit,
 * what is left and when it resets (or when the break ends); anything else is the translated code.
 */
export function failureText(i18n: I18n, failure: RequestError | null | undefined): string {
  const code = failure?.code;
  const details = failure?.details;
  if (code && REFUSALS.has(code) && details) {
    const until = isDate(details.resets_at) ? formatWhen(i18n, details.resets_at) : null;
    if (code === "cooling_off" && until)
      return i18n._(
        msg`You are taking a break until ${until}: betting and deposits are paused until then.`,
      );
    if (code === "self_excluded" && until)
      return i18n._(
        msg`You have excluded yourself until ${until}: betting and deposits are closed until then.`,
      );
    const type = details.limit_type as GamingLimitType | undefined;
    const period = details.period as GamingLimitPeriod | undefined;
    const name = type && period ? limitNames[type]?.[period] : undefined;
    if (name && typeof details.amount === "string" && typeof details.remaining === "string") {
      const limit = i18n._(name);
      const amount = formatUsd(i18n, details.amount);
      const remaining = formatUsd(i18n, details.remaining);
      if (until)
        return i18n._(
          msg`This is over your ${limit} of ${amount}: ${remaining} left. Room comes back from ${until}, as older amounts leave the window.`,
        );
      return i18n._(msg`This is over your ${limit} of ${amount}: ${remaining} left.`);
    }
  }
  return translateMessage(i18n, failure?.code ?? failure?.message);
}

/** Hook form of {@link failureText}, bound to the active locale. */
export function useFailureText() {
  const { i18n } = useLingui();
  return useCallback(
    (failure: RequestError | null | undefined) => failureText(i18n, failure),
    [i18n],
  );
}
