/**
 * Seed pairs (show, set the client seed, rotate) and the public verifier, which recomputes an
 * outcome with the very `@casino/fair` code the server plays with.
 */
import {
  CURRENT_FORMULA_VERSION,
  hashServerSeed,
  isClientSeed,
  kenoTables,
  plinkoTables,
  verify,
} from "@casino/fair";
import { ok } from "../../lib/envelope.ts";
import { fieldError } from "../../lib/errors.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";
import { fairBet, presentOutcome } from "./outcomes.ts";
import {
  activePair,
  listRevealedPairs,
  presentPair,
  presentRevealed,
  rotatePair,
  setClientSeed,
} from "./seeds.ts";

/**
 * A client seed as `FairClientSeed` says (the contract checks it too; this keeps the rule with
 * the code that stores it).
 * @throws ApiError 422 on `client_seed` (`invalid_value`)
 */
function checkedClientSeed<T extends string | undefined>(seed: T): T {
  if (seed !== undefined && !isClientSeed(seed)) throw fieldError("client_seed", "invalid_value");
  return seed;
}

/** The payout tables never change while the server runs: built once. */
let tables: ReturnType<typeof buildTables> | undefined;
function buildTables() {
  return { plinko: plinkoTables(), keno: kenoTables() };
}

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
        .execute((trx) =>
          setClientSeed(trx, userId, checkedClientSeed(ctx.body.client_seed), now()),
        );
      return ok(presentPair(pair));
    },

    rotateFairSeeds: async (ctx) => {
      const userId = requireAuth(ctx).user.id;
      const clientSeed = checkedClientSeed((ctx.body as { client_seed?: string }).client_seed);
      const { revealed, active } = await db
        .transaction()
        .execute((trx) => rotatePair(trx, userId, clientSeed, now()));
      return ok({ revealed: presentRevealed(revealed), active: presentPair(active) });
    },

    listFairRevealedSeeds: async (ctx) =>
      ok(await listRevealedPairs(db, requireAuth(ctx).user.id, ctx.query)),

    verifyFairBet: async (ctx) => {
      const { game, server_seed, client_seed, nonce, params } = ctx.body;
      const version = ctx.body.formula_version ?? CURRENT_FORMULA_VERSION;
      const bet = fairBet(game, params);
      const seeds = { serverSeed: server_seed, clientSeed: checkedClientSeed(client_seed), nonce };
      const result = verify(seeds, bet, version);
      return ok({
        game,
        server_seed_hash: hashServerSeed(server_seed),
        formula_version: version,
        outcome: presentOutcome(result),
        paid_cell: result.paidCell,
      });
    },

    getFairTables: async () => ok((tables ??= buildTables())),
  };
}
