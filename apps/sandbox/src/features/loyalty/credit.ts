/**
 * Pays a loyalty reward: a USD amount converted to the player's selected coin at the current
 * price, moved from the coin's house `bankroll` to the player's `available` account in one ledger
 * transfer, and recorded in `loyalty_credits` under `(user_id, kind, key)`. The record is inserted
 * first with `ON CONFLICT DO NOTHING`, in the caller's database transaction, so a second attempt
 * (a retry, a concurrent claim, a second instance) credits nothing.
 */
import type { Transaction } from "kysely";
import type { Database, LoyaltyCreditKind } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { fmt, type Dec } from "@casino/rules";
import { houseAccount, transfer, walletAccounts, type Tx } from "../../lib/ledger.ts";
import type { Services } from "../../services.ts";
import { DEFAULT_WALLET, findCoin, loadPrices, price } from "../wallets/index.ts";
import { announceBalance, touchWallet, type BalanceReason } from "../wallets/index.ts";
import { REWARD_CURRENCY, usdToCoin } from "./rules.ts";

export interface Credit {
  code: string;
  /** In the coin. */
  amount: Dec;
  amountUsd: Dec;
}

/** The player's selected wallet coin (the default wallet when unset or unknown). */
export async function selectedCoin(db: Tx, userId: number): Promise<string> {
  const user = await db
    .selectFrom("users")
    .select("wallet_currency")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return findCoin(user.wallet_currency) ? user.wallet_currency : DEFAULT_WALLET;
}

/** A USD amount in a coin at the current price (rounded down to the coin's decimals). */
export async function usdIn(db: Tx, code: string, usd: Dec): Promise<Dec> {
  const coin = findCoin(code)!;
  const prices = await loadPrices(db);
  return usdToCoin(usd, price(prices, code, REWARD_CURRENCY), coin.decimals);
}

/**
 * Credits `amount` of `code` once per `(userId, kind, key)`.
 * @returns the credit, or undefined when this key was credited before
 */
export async function creditOnce(
  trx: Transaction<Database>,
  input: {
    userId: number;
    kind: LoyaltyCreditKind;
    key: string;
    code: string;
    amount: Dec;
    amountUsd: Dec;
    at: Date;
  },
): Promise<Credit | undefined> {
  const recorded = await trx
    .insertInto("loyalty_credits")
    .values({
      user_id: input.userId,
      kind: input.kind,
      key: input.key,
      code: input.code,
      amount: fmt(input.amount),
      amount_usd: fmt(input.amountUsd),
      transfer_id: null,
      created_at: input.at,
    })
    .onConflict((oc) => oc.columns(["user_id", "kind", "key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!recorded) return undefined;
  if (input.amount > 0n) {
    const accounts = await walletAccounts(trx, input.userId, input.code);
    const bankroll = await houseAccount(trx, input.code, "bankroll");
    const transferId = await transfer(trx, {
      kind: input.kind,
      code: input.code,
      // The player's account first, as the bet pipeline does (one lock order, no deadlock).
      legs: [
        [accounts.available, input.amount],
        [bankroll, -input.amount],
      ],
    });
    await trx
      .updateTable("loyalty_credits")
      .set({ transfer_id: transferId })
      .where("id", "=", recorded.id)
      .execute();
    await touchWallet(trx, input.userId, input.code, input.at);
  }
  return { code: input.code, amount: input.amount, amountUsd: input.amountUsd };
}

/**
 * After a claim's credit committed: the player's pages hear the wallet's new balance, and the
 * claim answers with what was credited and the wallet as it is now.
 */
export async function announceCredit(
  services: Pick<Services, "db" | "realtime">,
  userId: number,
  credit: Credit,
  reason: BalanceReason,
) {
  const wallet = await announceBalance(services.db, services.realtime, userId, credit.code, reason);
  return {
    entity_wallet_code: credit.code as Schemas["EntityWalletCode"],
    amount: fmt(credit.amount),
    wallet,
  };
}
