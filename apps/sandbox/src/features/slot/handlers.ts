/**
 * The demo slot's calls from its game page: state and spin.
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
import { playSpin, slotState } from "./slot-play.ts";

/** The handlers of the slot feature. */
export function slotHandlers(services: Services): Handlers {
  const slotSession = async (ctx: RequestContext<unknown>) => {
    const session = await requireSession(
      services.db,
      services.clock.now(),
      ctx.headers[SESSION_HEADER],
    );
    const game =
      session.engine === "slot" ? await findGame(services.db, session.game_id) : undefined;
    if (!game) throw notFound();
    return { session, game };
  };
  return {
    getPlaySlot: async (ctx) => {
      const { session, game } = await slotSession(ctx);
      return ok(await slotState(services, session, game));
    },

    spinPlaySlot: async (ctx) => {
      const { session, game } = await slotSession(ctx);
      await services.limiter.hit(playLimitKey(session.id), PLAY_RATE_LIMIT);
      return ok(await playSpin(services, session.id, game, ctx.body.bet));
    },
  };
}
