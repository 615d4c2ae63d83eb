import { siteApi } from "@casino/core";
import type { components } from "@casino/api";
import { useQuery } from "@casino/core/react";

/** Per-site branding and behaviour (contract `SiteSettings`). */
export type SiteSettings = components["schemas"]["SiteSettings"];

/**
 * The site settings of `hostname`, from core's `siteApi`. `data` stays undefined when they could
 * not be loaded: callers fall back to the shell's defaults.
 */
export const useSiteSettingsQuery = (hostname: string) =>
  useQuery(siteApi.endpoints.getSiteSettings, hostname);
