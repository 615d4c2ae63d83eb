/**
 * The game page's first call: a launch token for a game session.
 */
import { ok } from "../../lib/envelope.ts";
import type { Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";
import { balanceOf, openSession } from "./sessions.ts";

/** The handlers of the game-sessions feature. */
export function gameSessionHandlers(services: Services): Handlers {
  return {
    openPlaySession: async (ctx) => {
      const { session, game } = await openSession(services, ctx.body.launch_token);
      return ok({
        session_token: session.token,
        expires_at: session.expires_at.toISOString(),
        mode: session.mode,
        engine: session.engine,
        game: {
          id: game.id,
          slug: game.slug,
          name: game.name,
          symbol_set: String(game.engine_params["symbol_set"] ?? "classic"),
        },
        currency: session.currency ?? "",
        balance: await balanceOf(services, session),
      });
    },
  };
}
