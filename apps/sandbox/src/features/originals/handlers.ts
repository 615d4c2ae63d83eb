/**
 * The originals' HTTP handlers: one-shot bets (dice, limbo, plinko, keno), the mines round, and a
 * settled bet by id (public).
 */
import { ok } from "../../lib/envelope.ts";
import { notFound } from "../../lib/errors.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import { imageBase } from "../../lib/public-url.ts";
import type { Services } from "../../services.ts";
import { findOriginalsBet, presentOriginalsBet } from "./bets.ts";
import { cashOutMines, currentMines, playOriginal, revealMines, startMines } from "./originals.ts";

/** The handlers of the originals feature. */
export function originalsHandlers(services: Services): Handlers {
  const { config, db, limiter } = services;
  const limit = (userId: number) => limiter.hit(`bet:${userId}`, config.rateLimits.bets);

  const oneShot =
    (slug: "dice" | "limbo" | "plinko" | "keno") =>
    async (ctx: {
      auth: Parameters<typeof requireAuth>[0]["auth"];
      body: unknown;
      headers: Record<string, string | string[] | undefined>;
    }) => {
      const user = requireAuth(ctx).user;
      await limit(user.id);
      const { entity_wallet_code, amount, ...params } = ctx.body as {
        entity_wallet_code: string;
        amount: string;
      };
      const round = await playOriginal(services, user.id, slug, entity_wallet_code, amount, params);
      return ok(
        await presentOriginalsBet(db, round, imageBase(config, ctx.headers)),
        "success",
        201,
      );
    };

  return {
    placeDiceBet: oneShot("dice"),
    placeLimboBet: oneShot("limbo"),
    placePlinkoBet: oneShot("plinko"),
    placeKenoBet: oneShot("keno"),

    getMinesRound: async (ctx) => ok(await currentMines(services, requireAuth(ctx).user.id)),

    startMinesRound: async (ctx) => {
      const user = requireAuth(ctx).user;
      await limit(user.id);
      const { entity_wallet_code, amount, mines } = ctx.body;
      return ok(
        await startMines(services, user.id, entity_wallet_code, amount, mines),
        "success",
        201,
      );
    },

    revealMinesTile: async (ctx) =>
      ok(await revealMines(services, requireAuth(ctx).user.id, ctx.body.tile)),

    cashOutMinesRound: async (ctx) => ok(await cashOutMines(services, requireAuth(ctx).user.id)),

    getOriginalsBet: async (ctx) => {
      const bet = await findOriginalsBet(db, ctx.params.id, imageBase(config, ctx.headers));
      if (!bet) throw notFound();
      return ok(bet);
    },
  };
}
