/**
 * Static pages by slug or id.
 */
import { ok } from "../../lib/envelope.ts";
import { notFound } from "../../lib/errors.ts";
import type { Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";
import { findPage } from "./pages.ts";

/** The handlers of the pages feature. */
export function pageHandlers(services: Services): Handlers {
  const { db } = services;
  return {
    getPage: async ({ params }) => {
      const page = await findPage(db, String(params.slug));
      if (!page) throw notFound();
      return ok(page);
    },
  };
}
