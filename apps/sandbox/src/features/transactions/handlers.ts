/**
 * The player's deposit and withdrawal history and one transaction's detail.
 */
import { ok } from "../../lib/envelope.ts";
import { notFound } from "../../lib/errors.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";
import {
  findTransaction,
  listTransactions,
  presentTransaction,
  type TransactionFilters,
} from "./transactions.ts";

/** The handlers of the transactions feature. */
export function transactionHandlers(services: Services): Handlers {
  const { db } = services;
  return {
    listTransactions: async (ctx) =>
      ok(await listTransactions(db, requireAuth(ctx).user.id, ctx.query as TransactionFilters)),

    getTransaction: async (ctx) => {
      const row = await findTransaction(db, requireAuth(ctx).user.id, ctx.params.id);
      if (!row) throw notFound();
      return ok(presentTransaction(row));
    },
  };
}
