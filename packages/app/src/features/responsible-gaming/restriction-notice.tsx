import { Banner } from "@casino/ui";
import { useLingui } from "@lingui/react/macro";
import { href, responsibleGamingApi, routes, selectIsLoggedIn } from "@casino/core";
import { useQuery, useAppSelector } from "@casino/core/react";
import { AppLink } from "../../shared/router-link.tsx";
import { formatWhen } from "./refusal-message.ts";

const activeUntil = (until: string | null | undefined) =>
  until && Date.parse(until) > Date.now() ? until : null;

/**
 * On the game screens: during a cool-off or self-exclusion, says up front that bets are refused
 * and until when (the server refuses them anyway), with a link to the settings.
 */
export function RestrictionNotice() {
  const { t, i18n } = useLingui();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data } = useQuery(responsibleGamingApi.endpoints.getResponsibleGaming, undefined, {
    skip: !loggedIn,
  });
  if (!loggedIn || !data) return null;
  const excluded = activeUntil(data.self_excluded_until);
  const coolOff = activeUntil(data.cool_off_until);
  if (!excluded && !coolOff) return null;
  const until = formatWhen(i18n, (excluded ?? coolOff)!);
  return (
    <Banner
      tone="warning"
      role="status"
      action={
        <AppLink to={href(routes.responsibleGaming)}>{t`Open responsible gaming settings`}</AppLink>
      }
    >
      {excluded
        ? t`You have excluded yourself until ${until}: betting and deposits are closed until then.`
        : t`You are taking a break until ${until}: betting and deposits are paused until then.`}
    </Banner>
  );
}
