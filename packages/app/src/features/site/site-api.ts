import { coreApi } from "@casino/core";
import type { components } from "@casino/api";
import { useEndpointQuery } from "../../shared/api-hooks";

/** Per-site branding and behaviour (contract `SiteSettings`). */
export type SiteSettings = components["schemas"]["SiteSettings"];
/** A server-driven redirect (rule 6). */
export type RedirectRuleEntity = components["schemas"]["RedirectRule"];

/** Site endpoints: branding by hostname and the redirect rules. Failures fall back silently. */
export const siteApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    siteSettings: build.query<SiteSettings | null, string>({
      query: (hostname) => ({ url: "/api/site-settings", query: { hostname }, fallback: null }),
    }),
    redirectRules: build.query<RedirectRuleEntity[], void>({
      query: () => ({ url: "/api/redirect-rules", fallback: [] }),
    }),
  }),
});

/** The site settings of `hostname` (null when they could not be loaded). */
export const useSiteSettingsQuery = (hostname: string) => useEndpointQuery(siteApi.endpoints.siteSettings, hostname);
/** The redirect rules (empty when they could not be loaded). */
export const useRedirectRulesQuery = () => useEndpointQuery(siteApi.endpoints.redirectRules, undefined);
