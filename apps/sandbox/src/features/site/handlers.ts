/**
 * The site: settings by hostname, redirect rules and page-slot items.
 */
import { ok } from "../../lib/envelope.ts";
import type { Handlers } from "../../lib/handler.ts";
import { imageBase } from "../../lib/public-url.ts";
import type { Services } from "../../services.ts";
import { contentLocale, listPageSlotItems } from "../pages/index.ts";
import { listRedirectRules } from "./redirect-rules.ts";
import { defaultSite, findSite, normalizeHostname, presentSite } from "./sites.ts";

/** The handlers of the site feature. */
export function siteHandlers(services: Services): Handlers {
  const { db, config } = services;
  return {
    getSiteSettings: async ({ query, headers }) => {
      const hostname = normalizeHostname(query.hostname) ?? normalizeHostname(headers["x-domain"]);
      const site = (await findSite(db, hostname)) ?? defaultSite;
      return ok(presentSite(site, config, imageBase(config, headers)));
    },

    listRedirectRules: async () => ok(await listRedirectRules(db)),

    listPageSlots: async ({ query, headers, lang }) =>
      ok(
        await listPageSlotItems(
          db,
          query.slots,
          normalizeHostname(headers["x-domain"]) ?? defaultSite.hostname,
          contentLocale(lang),
        ),
      ),
  };
}
