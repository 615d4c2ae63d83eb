/**
 * Coins, rates, the player's wallets, the selected wallet and wallet settings.
 */
import type { Schemas } from "../../lib/contract-types.ts";
import { ok } from "../../lib/envelope.ts";
import { fieldError } from "../../lib/errors.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import { imageBase } from "../../lib/public-url.ts";
import type { Services } from "../../services.ts";
import { coins, DEFAULT_WALLET, findCoin } from "./catalog.ts";
import { currencyList, loadPrices, rateMap } from "./rates.ts";
import { findWallet, listWallets, saveWalletSettings, walletSettings } from "./wallets.ts";

/** The contract's `EntityWallet` list (catalogue fields only). */
export function entityWallets(
  base: string,
  withdrawalStepSeconds: number,
): Schemas["EntityWallet"][] {
  // The automatic lifecycle takes three steps (approved, payout_pending, paid_out); without
  // automatic steps an agent moves each withdrawal, so no duration can be promised.
  const eta = withdrawalStepSeconds > 0 ? withdrawalStepSeconds * 3 : null;
  return coins.map((coin, position) => ({
    code: coin.code,
    name: coin.name,
    symbol: coin.symbol,
    coin_image: `${base}/static/coins/${coin.code}.svg`,
    decimals: coin.decimals,
    is_default: coin.code === DEFAULT_WALLET,
    position,
    networks: coin.networks.map(({ explorer: _explorer, memo_pattern: _memo, ...network }) => ({
      ...network,
      withdrawal_eta_seconds: eta,
    })),
  }));
}

/** The handlers of the wallets feature. */
export function walletHandlers(services: Services): Handlers {
  const { db, config, realtime } = services;
  return {
    listEntityWallets: async ({ headers }) =>
      ok(entityWallets(imageBase(config, headers), config.withdrawalStepSeconds)),

    getCurrencyRates: async ({ headers }) => {
      const prices = await loadPrices(db);
      return ok({
        rate: rateMap(prices),
        currencies: currencyList(imageBase(config, headers)),
        updated_at: prices.updatedAt.toISOString(),
      });
    },

    listUserWallets: async (ctx) => ok(await listWallets(db, requireAuth(ctx).user.id)),

    changeSelectedWallet: async (ctx) => {
      const { user } = requireAuth(ctx);
      const { code } = ctx.body;
      if (!findCoin(code)) throw fieldError("code", "wallet_not_found");
      await db
        .updateTable("users")
        .set({ wallet_currency: code, updated_at: new Date(services.clock.now()) })
        .where("id", "=", user.id)
        .execute();
      return ok(await findWallet(db, user.id, code));
    },

    getWalletSettings: async (ctx) => ok(await walletSettings(db, requireAuth(ctx).user.id)),

    updateWalletSettings: async (ctx) => {
      const { user } = requireAuth(ctx);
      const before = await walletSettings(db, user.id);
      const saved = await saveWalletSettings(db, user.id, ctx.body);
      // Fiat amounts change with the display currency: send every wallet again.
      if (saved.display_currency !== before.display_currency) {
        await realtime.toPlayer(user.id, "all_wallet_balances", {
          wallets: await listWallets(db, user.id),
        });
      }
      return ok(saved);
    },
  };
}
