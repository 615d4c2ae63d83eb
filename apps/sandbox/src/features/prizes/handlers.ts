/**
 * The player's prizes: the list (newest first, optionally by claim status) and the claim, their
 * texts (source title, description) in the `X-localization` language.
 */
import { contentLocale } from "../../lib/content-language.ts";
import { ok } from "../../lib/envelope.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import { newestFirst } from "../../lib/paginate.ts";
import { imageBase } from "../../lib/public-url.ts";
import type { Services } from "../../services.ts";
import { claimPrize, presentPrizes } from "./prizes.ts";

/** The handlers of the prizes feature. */
export function prizeHandlers(services: Services): Handlers {
  const { db, config } = services;
  return {
    listPrizes: async (ctx) => {
      const { user } = requireAuth(ctx);
      let query = db.selectFrom("prizes").where("user_id", "=", user.id);
      if (ctx.query.claim_status !== undefined)
        query = query.where("claim_status", "=", ctx.query.claim_status);
      const page = await newestFirst(query, ctx.query);
      return ok({
        ...page,
        data: await presentPrizes(
          db,
          page.data,
          imageBase(config, ctx.headers),
          contentLocale(ctx.lang),
        ),
      });
    },

    claimPrize: async (ctx) => {
      const { user } = requireAuth(ctx);
      const prize = await claimPrize(services, user.id, Number(ctx.params.id));
      const [presented] = await presentPrizes(
        db,
        [prize],
        imageBase(config, ctx.headers),
        contentLocale(ctx.lang),
      );
      return ok(presented!, "Prize claimed");
    },
  };
}
