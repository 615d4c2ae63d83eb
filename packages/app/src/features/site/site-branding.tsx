import { useEffect } from "react";
import { appActions } from "@casino/core";
import { useAppDispatch } from "../../shared/store-hooks.ts";
import { useAppOptions } from "../../routes/app-options.tsx";
import { applyHeadBranding } from "./head.ts";
import { useRedirectRulesQuery, useSiteSettingsQuery } from "./site-api.ts";

const noHosts: readonly string[] = [];

/**
 * Loads the site's settings for the shell's hostname and applies its branding to the document head;
 * loads the server-driven redirect rules into the store (rule 6). Renders nothing.
 */
export function SiteBranding() {
  const { siteHostname, defaultTitle, scriptHosts = noHosts } = useAppOptions();
  const dispatch = useAppDispatch();
  const { data: site } = useSiteSettingsQuery(siteHostname);
  const { data: rules } = useRedirectRulesQuery();
  useEffect(() => {
    if (!site) return;
    applyHeadBranding(document, {
      title: site.title || defaultTitle,
      description: site.description,
      author: site.author,
      locale: site.locale,
      sealScript: site.seal_script,
      analytics:
        site.analytics.site_id && site.analytics.website_url
          ? {
              siteId: site.analytics.site_id,
              url: site.analytics.website_url,
              id: site.analytics.website_id ?? "",
            }
          : null,
      scriptHosts,
    });
  }, [site, defaultTitle, scriptHosts]);
  useEffect(() => {
    if (rules && rules.length > 0)
      dispatch(
        appActions.redirectsLoaded(
          rules.map(({ path, target_type, target }) => ({ path, target_type, target })),
        ),
      );
  }, [rules, dispatch]);
  return null;
}
