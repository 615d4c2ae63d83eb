/**
 * Players' wallets as the contract shows them (`UserWallet`: balance, locked
 * balance, fiat amount in the display currency), wallet settings, and the
 * `wallet_balance` / `all_wallet_balances` events sent on every balance change.
 */
import { sql } from "kysely";
import type { Db } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, fmt } from "@casino/rules";
import type { Realtime } from "../../realtime/realtime.ts";
import { coinCodes, coins, DEFAULT_WALLET, findCoin } from "./catalog.ts";
import { ensureWallets, type Tx } from "../../lib/ledger.ts";
import { fiatAmount, loadPrices, recentPrices, type Prices } from "./rates.ts";

export type WalletSettings = Schemas["WalletSettings"];
export type FiatCurrency = Schemas["FiatCurrency"];
export type BalanceReason = Schemas["RealtimeWalletBalancePayload"]["reason"];

const defaultSettings: WalletSettings = {
  display_currency: "USD",
  hide_zero_balances: false,
  display_in_fiat: false,
};

/** A player's wallet settings (defaults until saved). */
export async function walletSettings(db: Tx, userId: number): Promise<WalletSettings> {
  const row = await db
    .selectFrom("wallet_settings")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return { ...defaultSettings };
  return {
    display_currency: row.display_currency as FiatCurrency,
    hide_zero_balances: row.hide_zero_balances,
    display_in_fiat: row.display_in_fiat,
  };
}

/** Saves a player's wallet settings. */
export async function saveWalletSettings(
  db: Db,
  userId: number,
  settings: WalletSettings,
): Promise<WalletSettings> {
  await db
    .insertInto("wallet_settings")
    .values({ user_id: userId, ...settings })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(settings))
    .execute();
  return walletSettings(db, userId);
}

/** Decimals a coin's balances are shown with. */
export function coinDecimals(code: string): number {
  return findCoin(code)?.decimals ?? 8;
}

/** An amount of a coin as the contract prints it (the coin's decimals). */
export function coinAmount(code: string, amount: bigint): string {
  return fmt(amount, coinDecimals(code));
}

interface WalletRow {
  id: number;
  code: string;
  available: string;
  locked: string;
  updated_at: Date;
}

/** Every wallet of a player, in catalogue order, as the contract's `UserWallet`. */
export async function listWallets(
  db: Tx,
  userId: number,
  prices?: Prices,
): Promise<Schemas["UserWallet"][]> {
  await ensureWallets(db, userId, coinCodes);
  const [user, settings, current] = await Promise.all([
    db
      .selectFrom("users")
      .select("wallet_currency")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow(),
    walletSettings(db, userId),
    prices ? Promise.resolve(prices) : loadPrices(db),
  ]);
  const rows = await sql<WalletRow>`
    select w.id, w.code, w.updated_at,
      max(case when a.kind = 'available' then a.balance end)::text as available,
      max(case when a.kind = 'locked' then a.balance end)::text as locked
    from user_wallets w join ledger_accounts a on a.wallet_id = w.id
    where w.user_id = ${userId}
    group by w.id`.execute(db);
  const selected = findCoin(user.wallet_currency) ? user.wallet_currency : DEFAULT_WALLET;
  const order = new Map(coins.map((coin, index) => [coin.code, index]));
  return rows.rows
    .filter((row) => order.has(row.code))
    .sort((a, b) => order.get(a.code)! - order.get(b.code)!)
    .map((row) => {
      const balance = dec(row.available ?? "0");
      return {
        id: row.id,
        entity_wallet_code: row.code,
        is_selected: row.code === selected,
        balance: coinAmount(row.code, balance),
        locked_balance: coinAmount(row.code, dec(row.locked ?? "0")),
        fiat_amount: fiatAmount(current, balance, row.code, settings.display_currency),
        fiat_currency: settings.display_currency,
        updated_at: new Date(row.updated_at).toISOString(),
      };
    });
}

/** One wallet of a player. */
export async function findWallet(
  db: Tx,
  userId: number,
  code: string,
  prices?: Prices,
): Promise<Schemas["UserWallet"]> {
  const wallet = (await listWallets(db, userId, prices)).find((w) => w.entity_wallet_code === code);
  if (!wallet) throw new Error(`Player ${userId} has no ${code} wallet`);
  return wallet;
}

/** Marks a wallet changed (its `updated_at`). */
export async function touchWallet(db: Tx, userId: number, code: string, at: Date): Promise<void> {
  await db
    .updateTable("user_wallets")
    .set({ updated_at: at })
    .where("user_id", "=", userId)
    .where("code", "=", code)
    .execute();
}

/**
 * Tells the player about a balance change: `wallet_balance` with the changed wallet, then
 * `all_wallet_balances` with every wallet.
 * @returns the changed wallet
 */
export async function announceBalance(
  db: Db,
  realtime: Realtime,
  userId: number,
  code: string,
  reason: BalanceReason,
): Promise<Schemas["UserWallet"]> {
  const wallets = await listWallets(db, userId, await recentPrices(db, db));
  const wallet = wallets.find((w) => w.entity_wallet_code === code)!;
  await realtime.toPlayer(userId, "wallet_balance", { wallet, reason });
  await realtime.toPlayer(userId, "all_wallet_balances", { wallets });
  return wallet;
}
