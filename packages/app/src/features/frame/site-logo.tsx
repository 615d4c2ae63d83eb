import { useLingui } from "@lingui/react/macro";
import { href, routes, siteApi } from "@casino/core";
import { useQuery } from "@casino/core/react";
import { BrandLogo } from "@casino/ui";
import { useAppOptions } from "../../routes/app-options.tsx";
import { useRouterNavigate } from "../../shared/router-link.tsx";

/**
 * The kit's logo with the site's settings (its logo image or title), linking to the lobby.
 * `compact` (phones' header): the site's square icon (favicon) when it has one.
 */
export function SiteLogo({ compact = false }: { compact?: boolean }) {
  const { siteHostname, defaultTitle } = useAppOptions();
  const { data: site } = useQuery(siteApi.endpoints.getSiteSettings, siteHostname);
  const { t } = useLingui();
  const onNavigate = useRouterNavigate();
  const title = site?.title || defaultTitle;
  return (
    <BrandLogo
      href={href(routes.lobby)}
      label={t`${title}: lobby`}
      title={title}
      src={compact ? site?.favicon || site?.logo : site?.logo}
      onNavigate={onNavigate}
    />
  );
}
