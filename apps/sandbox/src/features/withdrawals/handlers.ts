/**
 * Withdrawal requests and the player's cancel of a pending one.
 */
import { ok } from "../../lib/envelope.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";
import { presentTransaction } from "../transactions/index.ts";
import { moveWithdrawal, requestWithdrawal } from "./withdrawals.ts";

/** The handlers of the withdrawals feature. */
export function withdrawalHandlers(services: Services): Handlers {
  return {
    requestWithdrawal: async (ctx) => {
      const { user } = requireAuth(ctx);
      const row = await requestWithdrawal(services, user, ctx.body);
      return ok(presentTransaction(row), "Withdrawal requested.", 201);
    },

    cancelWithdrawal: async (ctx) => {
      const { user } = requireAuth(ctx);
      const row = await moveWithdrawal(services, ctx.params.id, "canceled", {
        userId: user.id,
      });
      return ok(presentTransaction(row), "Withdrawal canceled.");
    },
  };
}
