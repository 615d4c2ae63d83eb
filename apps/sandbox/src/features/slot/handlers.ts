/**
 * The demo slot's calls from its game page: state and spin.
 */
import { ok } from "../../lib/envelope.ts";
import type { Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";
import { PLAY_RATE_LIMIT, playLimitKey, requireEngineSession } from "../game-sessions/index.ts";
import { playSpin, slotState } from "./slot-play.ts";

/** The handlers of the slot feature. */
export function slotHandlers(services: Services): Handlers {
  return {
    getPlaySlot: async (ctx) => {
      const { session, game } = await requireEngineSession(services, ctx.headers, "slot");
      return ok(await slotState(services, session, game));
    },

    spinPlaySlot: async (ctx) => {
      const { session, game } = await requireEngineSession(services, ctx.headers, "slot");
      await services.limiter.hit(playLimitKey(session.id), PLAY_RATE_LIMIT);
      return ok(await playSpin(services, session.id, game, ctx.body.bet));
    },
  };
}
