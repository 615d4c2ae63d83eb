/**
 * Deposit addresses (stable per player, coin and network) and Lightning invoices.
 */
import { ok } from "../../lib/envelope.ts";
import { fieldError } from "../../lib/errors.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";
import { depositAddress } from "./addresses.ts";
import { findCoin, findNetwork } from "../wallets/index.ts";
import { createInvoice, LIGHTNING } from "./lightning.ts";
import { depositRefusal } from "../limits/index.ts";
import { dec, isDecimal } from "@casino/rules";

/** The handlers of the deposits feature. */
export function depositHandlers(services: Services): Handlers {
  const { db, config, clock } = services;
  /** Responsible gaming: no deposit during a cool-off or self-exclusion, none over a limit. */
  async function assertMayDeposit(userId: number, code: string, amount: string): Promise<void> {
    const value = isDecimal(amount) ? dec(amount) : 0n;
    const refusal = await depositRefusal(
      db,
      { userId, code, amount: value },
      new Date(clock.now()),
    );
    if (refusal) throw refusal;
  }
  return {
    getDepositAddress: async (ctx) => {
      const { user } = requireAuth(ctx);
      const coin = findCoin(String(ctx.query.entity_wallet_code));
      if (!coin) throw fieldError("entity_wallet_code", "wallet_not_found");
      const network = findNetwork(coin, String(ctx.query.kind));
      if (!network || network.kind === "LIGHTNING") throw fieldError("kind", "network_unsupported");
      if (!network.deposit_enabled) throw fieldError("kind", "deposit_disabled");
      await assertMayDeposit(user.id, coin.code, "0");
      const target = await depositAddress(db, config.appKey, user.id, coin, network);
      return ok({
        entity_wallet_code: coin.code,
        network: network.kind,
        address: target.address,
        memo: target.memo,
        memo_label: network.memo_label,
        min_deposit: network.min_deposit,
        confirmations: network.confirmations,
      });
    },

    createLightningInvoice: async (ctx) => {
      const { user } = requireAuth(ctx);
      const { amount } = ctx.body;
      await assertMayDeposit(user.id, LIGHTNING, amount);
      return ok(await createInvoice(services, user.id, amount), "Invoice created.", 201);
    },
  };
}
