/**
 * Static pages by slug or id, in the `X-localization` language; the data of the
 * `/x-forwarded-for-test` page.
 */
import { ok } from "../../lib/envelope.ts";
import { notFound } from "../../lib/errors.ts";
import type { Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";
import { forwardedAddressTest } from "./forwarded-test.ts";
import { contentLocale, findPage } from "./pages.ts";

/** The handlers of the pages feature. */
export function pageHandlers(services: Services): Handlers {
  const { db } = services;
  return {
    getPage: async ({ params, lang }) => {
      const page = await findPage(db, String(params.slug), contentLocale(lang));
      if (!page) throw notFound();
      return ok(page);
    },

    getForwardedAddressTest: async ({ ip, headers }) =>
      ok(forwardedAddressTest(services, ip, headers)),
  };
}
