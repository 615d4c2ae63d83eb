/**
 * The roulette table's calls from its game page: the shared round and placing bets.
 */
import { ok } from "../../lib/envelope.ts";
import type { Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";
import {
  balanceOf,
  PLAY_RATE_LIMIT,
  playLimitKey,
  requireEngineSession,
} from "../game-sessions/index.ts";
import { placeRouletteBets, rouletteState } from "./table.ts";

/** The handlers of the roulette feature. */
export function rouletteHandlers(services: Services): Handlers {
  return {
    getPlayRoulette: async (ctx) => {
      const { session, game } = await requireEngineSession(services, ctx.headers, "roulette");
      return ok(await rouletteState(services, session, game));
    },

    placePlayRouletteBets: async (ctx) => {
      const { session, game } = await requireEngineSession(services, ctx.headers, "roulette");
      await services.limiter.hit(playLimitKey(session.id), PLAY_RATE_LIMIT);
      const placed = await placeRouletteBets(services, session, game, ctx.body.bets);
      return ok({
        round_id: placed.round.id,
        transaction_id: placed.transactionId,
        total: placed.total,
        balance: await balanceOf(services, session),
        currency: session.currency ?? "",
      });
    },
  };
}
