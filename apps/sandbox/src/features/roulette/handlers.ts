/**
 * The roulette table's calls from its game page: the shared round and placing bets.
 */
import { ok } from "../../lib/envelope.ts";
import { notFound } from "../../lib/errors.ts";
import type { Handlers, RequestContext } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";
import {
  PLAY_RATE_LIMIT,
  playLimitKey,
  requireSession,
  SESSION_HEADER,
} from "../game-sessions/sessions.ts";
import { findGame } from "../games/repository.ts";
import { balanceOf } from "../seamless-wallet/wallet.ts";
import { placeRouletteBets, rouletteState } from "./table.ts";

/** The handlers of the roulette feature. */
export function rouletteHandlers(services: Services): Handlers {
  const tableSession = async (ctx: RequestContext<unknown>) => {
    const session = await requireSession(
      services.db,
      services.clock.now(),
      ctx.headers[SESSION_HEADER],
    );
    const game =
      session.engine === "roulette" ? await findGame(services.db, session.game_id) : undefined;
    if (!game) throw notFound();
    return { session, game };
  };
  return {
    getPlayRoulette: async (ctx) => {
      const { session, game } = await tableSession(ctx);
      return ok(await rouletteState(services, session, game));
    },

    placePlayRouletteBets: async (ctx) => {
      const { session, game } = await tableSession(ctx);
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
