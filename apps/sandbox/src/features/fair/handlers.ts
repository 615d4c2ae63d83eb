/**
 * Seed pairs (show, set the client seed, rotate) and the public verifier, which recomputes an
 * outcome with the very `@casino/fair` code the server plays with.
 */
import { hashServerSeed, verify } from "@casino/fair";
import { ok } from "../../lib/envelope.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";
import { fairBet, presentOutcome } from "../originals/originals.ts";
import {
  activePair,
  listRevealedPairs,
  presentPair,
  presentRevealed,
  rotatePair,
  setClientSeed,
} from "./seeds.ts";

/** The handlers of the fair feature. */
export function fairHandlers(services: Services): Handlers {
  const { db, clock } = services;
  const now = () => new Date(clock.now());
  return {
    getFairSeeds: async (ctx) =>
      ok(presentPair(await activePair(db, requireAuth(ctx).user.id, now()))),

    setFairClientSeed: async (ctx) => {
      const userId = requireAuth(ctx).user.id;
      const pair = await db
        .transaction()
        .execute((trx) => setClientSeed(trx, userId, ctx.body.client_seed, now()));
      return ok(presentPair(pair));
    },

    rotateFairSeeds: async (ctx) => {
      const userId = requireAuth(ctx).user.id;
      const clientSeed = (ctx.body as { client_seed?: string }).client_seed;
      const { revealed, active } = await db
        .transaction()
        .execute((trx) => rotatePair(trx, userId, clientSeed, now()));
      return ok({ revealed: presentRevealed(revealed), active: presentPair(active) });
    },

    listFairRevealedSeeds: async (ctx) =>
      ok(await listRevealedPairs(db, requireAuth(ctx).user.id, ctx.query)),

    verifyFairBet: async (ctx) => {
      const { game, server_seed, client_seed, nonce, params } = ctx.body;
      const bet = fairBet(game, params);
      const seeds = { serverSeed: server_seed, clientSeed: client_seed, nonce };
      return ok({
        game,
        server_seed_hash: hashServerSeed(server_seed),
        outcome: presentOutcome(verify(seeds, bet)),
      });
    },
  };
}
