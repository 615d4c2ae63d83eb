/**
 * The seamless wallet's public calls (`/wallet-api/*`): server-to-server calls of a game
 * provider, authorised by the provider's key (`X-Provider-Key`) and naming the player's game
 * session (`X-Game-Session`). The session token alone (which the player's page holds) never moves
 * money here: a player could otherwise credit themselves a win.
 */
import { hmac, safeEqual } from "../../lib/crypto.ts";
import { ok } from "../../lib/envelope.ts";
import { forbidden } from "../../lib/errors.ts";
import type { Handlers, RequestContext } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";
import { balanceOf, requireSession, SESSION_HEADER } from "../game-sessions/index.ts";
import { parseAmount, walletBet, walletRollback, walletWin, type WalletResult } from "./wallet.ts";

const present = (r: WalletResult) => ({
  balance: r.balance,
  currency: r.currency,
  transaction_id: r.transactionId,
  duplicate: r.duplicate,
});

/** The header carrying the provider's key. */
export const PROVIDER_KEY_HEADER = "x-provider-key";

/** The game provider's key of this sandbox (derived from the app key; given to the provider). */
export const providerKey = (appKey: string) => hmac(appKey, "seamless-wallet-provider");

/** The handlers of the seamless wallet. */
export function seamlessWalletHandlers(services: Services): Handlers {
  const expected = providerKey(services.config.appKey);
  const session = (ctx: RequestContext<unknown>) => {
    const key = ctx.headers[PROVIDER_KEY_HEADER];
    if (typeof key !== "string" || !safeEqual(key, expected))
      throw forbidden("provider_key_invalid");
    return requireSession(services.db, services.clock.now(), ctx.headers[SESSION_HEADER]);
  };
  return {
    seamlessBalance: async (ctx) => {
      const s = await session(ctx);
      return ok({
        balance: await balanceOf(services, s),
        currency: s.currency ?? "",
        duplicate: false,
      });
    },

    seamlessBet: async (ctx) => {
      const s = await session(ctx);
      const { transaction_id, round_id, amount } = ctx.body;
      return ok(
        present(
          await walletBet(services, s, {
            transactionId: transaction_id,
            roundId: round_id,
            amount: parseAmount(amount),
          }),
        ),
      );
    },

    seamlessWin: async (ctx) => {
      const s = await session(ctx);
      const { transaction_id, bet_transaction_id, round_id, amount, finished } = ctx.body;
      return ok(
        present(
          await walletWin(services, s, {
            transactionId: transaction_id,
            betTransactionId: bet_transaction_id,
            roundId: round_id,
            amount: parseAmount(amount, true),
            finished: finished !== false,
          }),
        ),
      );
    },

    seamlessRollback: async (ctx) => {
      const s = await session(ctx);
      const { transaction_id, bet_transaction_id } = ctx.body;
      return ok(
        present(
          await walletRollback(services, s, {
            transactionId: transaction_id,
            betTransactionId: bet_transaction_id,
          }),
        ),
      );
    },
  };
}
