/**
 * Deposits: a chain deposit is seen (`pending`, `player_pending_deposit`),
 * then confirmed after a delay: the ledger moves the amount from the house
 * `world` account to the player's balance, and the player gets
 * `player_deposit`, `wallet_balance`, `all_wallet_balances` and a
 * notification. (A deposit alone does not qualify a referral: wagering does, see docs/vip.md.)
 * Lightning deposits are invoices paid at once.
 */
import { randomBytes } from "node:crypto";
import type { WalletTransaction } from "../../db/types.ts";
import { dec, type Dec } from "@casino/rules";
import { notify } from "../notifications/index.ts";
import type { Services } from "../../services.ts";
import type { CoinSpec, NetworkSpec } from "../wallets/index.ts";
import { houseAccount, transfer, walletAccounts } from "../../lib/ledger.ts";
import { depositAddress } from "./addresses.ts";
import {
  fiatAmount,
  loadPrices,
  announceBalance,
  coinAmount,
  findWallet,
  touchWallet,
  walletSettings,
} from "../wallets/index.ts";
import { presentTransaction } from "../transactions/index.ts";
import { depositRefusal, refusalText } from "../limits/index.ts";
import type { ApiError } from "../../lib/errors.ts";
import { moneyText } from "../../lib/money-text.ts";
import { text } from "../../lib/player-texts.ts";

/** A fake chain transaction hash of the network's style. */
export function fakeTxHash(kind: string): string {
  const hex = randomBytes(32).toString("hex");
  return ["ETH", "ERC20", "BEP20"].includes(kind) ? `0x${hex}` : hex;
}

export interface SimulatedDeposit {
  userId: number;
  coin: CoinSpec;
  network: NetworkSpec;
  amount: Dec;
  /** Milliseconds until it confirms; 0 confirms it right after the pending event. */
  confirmAfterMs: number;
  /** Where it arrived; defaults to the player's deposit address (Lightning payments pass none). */
  target?: { address: string | null; memo: string | null };
}

/** Records an incoming deposit as pending and tells the player; confirms it now when the delay is 0. */
export async function simulateDeposit(
  services: Services,
  input: SimulatedDeposit,
): Promise<WalletTransaction> {
  const { db, clock, config, realtime } = services;
  const now = new Date(clock.now());
  const target =
    input.target ??
    (await depositAddress(db, config.appKey, input.userId, input.coin, input.network));
  const settings = await walletSettings(db, input.userId);
  const prices = await loadPrices(db);
  const row = await db
    .insertInto("wallet_transactions")
    .values({
      user_id: input.userId,
      type: "deposit",
      code: input.coin.code,
      network: input.network.kind,
      amount: coinAmount(input.coin.code, input.amount),
      fee: "0",
      fiat_amount: fiatAmount(prices, input.amount, input.coin.code, settings.display_currency),
      fiat_currency: settings.display_currency,
      status: "pending",
      address: target.address,
      memo: target.memo,
      tx_hash: fakeTxHash(input.network.kind),
      confirmations: 0,
      required_confirmations: input.network.confirmations,
      due_at: new Date(now.getTime() + input.confirmAfterMs),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await realtime.toPlayer(input.userId, "player_pending_deposit", {
    transaction: presentTransaction(row),
  });
  if (input.confirmAfterMs <= 0) {
    const confirmed = await confirmDeposit(services, row.id);
    if (confirmed) return confirmed;
    // The confirmation job took it first (it is due at once): its row as that job left it.
    return db
      .selectFrom("wallet_transactions")
      .selectAll()
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
  }
  return row;
}

/**
 * Credits a pending deposit (once: a second call finds it no longer pending and does nothing).
 * A deposit refused by responsible gaming (cool-off, self-exclusion, a deposit limit it would
 * pass) is never credited: it fails (returned to the sender) and the player is told why.
 * @returns the confirmed (or refused, `fail`) row, or undefined when it was not pending
 */
export async function confirmDeposit(
  services: Services,
  transactionId: number,
): Promise<WalletTransaction | undefined> {
  const { db, clock, realtime } = services;
  const now = new Date(clock.now());
  let refused: ApiError | undefined;
  const row = await db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom("wallet_transactions")
      .selectAll()
      .where("id", "=", transactionId)
      .where("type", "=", "deposit")
      .where("status", "=", "pending")
      .forUpdate()
      .executeTakeFirst();
    if (!pending) return undefined;
    const amount = dec(pending.amount);
    const request = { userId: pending.user_id, code: pending.code, amount };
    refused = await depositRefusal(trx, { ...request, excludeTransactionId: pending.id }, now);
    if (refused)
      return trx
        .updateTable("wallet_transactions")
        .set({ status: "fail", due_at: null, updated_at: now })
        .where("id", "=", pending.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    const accounts = await walletAccounts(trx, pending.user_id, pending.code);
    const world = await houseAccount(trx, pending.code, "world");
    await transfer(trx, {
      kind: "deposit",
      code: pending.code,
      transactionId: pending.id,
      legs: [
        [world, -amount],
        [accounts.available, amount],
      ],
    });
    await touchWallet(trx, pending.user_id, pending.code, now);
    return trx
      .updateTable("wallet_transactions")
      .set({
        status: "confirmed",
        confirmations: pending.required_confirmations,
        due_at: null,
        updated_at: now,
      })
      .where("id", "=", pending.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (!row) return undefined;
  if (refused) {
    const refusal = refused;
    const refused_money = moneyText(row.amount, row.code);
    await notify(
      db,
      realtime,
      row.user_id,
      (locale) => ({
        type: "deposit",
        title: text(locale, "notice.depositRefused.title"),
        body: text(locale, "notice.depositRefused.body", {
          amount: refused_money.text,
          reason: refusalText(locale, refusal),
        }),
        amounts: [refused_money],
        link: "/transaction-history",
      }),
      now,
    );
    return row;
  }
  const wallet = await findWallet(db, row.user_id, row.code);
  await realtime.toPlayer(row.user_id, "player_deposit", {
    transaction: presentTransaction(row),
    wallet,
  });
  await announceBalance(db, realtime, row.user_id, row.code, "deposit");
  const credited = moneyText(row.amount, row.code);
  await notify(
    db,
    realtime,
    row.user_id,
    (locale) => ({
      type: "deposit",
      title: text(locale, "notice.depositReceived.title"),
      body: text(locale, "notice.depositReceived.body", { amount: credited.text }),
      amounts: [credited],
      link: "/transaction-history",
    }),
    now,
  );
  services.events.emit("depositCredited", {
    userId: row.user_id,
    transactionId: row.id,
    code: row.code,
    amount: row.amount,
  });
  return row;
}

/** Marks a pending deposit failed (never credited). */
export async function failDeposit(
  services: Services,
  transactionId: number,
): Promise<WalletTransaction | undefined> {
  const now = new Date(services.clock.now());
  return services.db
    .updateTable("wallet_transactions")
    .set({ status: "fail", due_at: null, updated_at: now })
    .where("id", "=", transactionId)
    .where("type", "=", "deposit")
    .where("status", "=", "pending")
    .returningAll()
    .executeTakeFirst();
}
