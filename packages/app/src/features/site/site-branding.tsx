import { useEffect } from "react";
import { siteApi } from "@casino/core";
import { useQuery } from "@casino/core/react";
import { useAppOptions } from "../../routes/app-options.tsx";
import { applyHeadBranding } from "./head.ts";

const noHosts: readonly string[] = [];

/**
 * Loads the site's settings for the shell's hostname and applies its branding to the document head
 * (author, locale, seal and analytics; the title and description follow the page:
 * `PageHeadProvider`). The core loads the redirect rules of rule 6 itself. Renders nothing.
 */
export function SiteBranding() {
  const { siteHostname, scriptHosts = noHosts } = useAppOptions();
  const { data: site } = useQuery(siteApi.endpoints.getSiteSettings, siteHostname);
  useEffect(() => {
    if (!site) return;
    applyHeadBranding(document, {
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
  }, [site, scriptHosts]);
  return null;
}
