/**
 * The bet pipeline's readers over HTTP: gaming history (transactions and rounds), live-wins feeds, highest wins and one
 * settled bet by id (public).
 */
import { ok } from "../../lib/envelope.ts";
import { notFound, unauthenticated } from "../../lib/errors.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import { imageBase } from "../../lib/public-url.ts";
import type { Services } from "../../services.ts";
import { findPublicBet, listHighestWins, listLiveWins } from "./feeds.ts";
import { listGamingHistory, listGamingRounds, type GamingHistoryFilters } from "./history.ts";

/** The handlers of the bets feature. */
export function betHandlers(services: Services): Handlers {
  const { config, db } = services;
  return {
    listGamingHistory: async (ctx) =>
      ok(
        await listGamingHistory(
          db,
          requireAuth(ctx).user.id,
          ctx.query as GamingHistoryFilters,
          imageBase(config, ctx.headers),
        ),
      ),

    listGamingRounds: async (ctx) =>
      ok(
        await listGamingRounds(
          db,
          requireAuth(ctx).user.id,
          ctx.query as GamingHistoryFilters,
          imageBase(config, ctx.headers),
        ),
      ),

    listLiveWins: async (ctx) => {
      const { type, limit = 20 } = ctx.query;
      if (type === "user_lastest_bet" && !ctx.auth) throw unauthenticated();
      return ok(
        await listLiveWins(
          services,
          type,
          limit,
          ctx.auth?.user.id,
          imageBase(config, ctx.headers),
        ),
      );
    },

    listHighestWins: async (ctx) =>
      ok(
        await listHighestWins(
          services,
          ctx.query.time_range ?? "day",
          ctx.query.limit ?? 10,
          imageBase(config, ctx.headers),
        ),
      ),

    getBet: async (ctx) => {
      const bet = await findPublicBet(db, ctx.params.id, imageBase(config, ctx.headers));
      if (!bet) throw notFound();
      return ok(bet);
    },
  };
}
