/**
 * Deposits and withdrawals as the contract's `Transaction`, and the filtered,
 * paginated history (`type`, `status`, `entity_wallet_code`, and `from`/`to`
 * calendar dates covering whole UTC days).
 */
import type { Db, WalletTransaction } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, fmt } from "@casino/rules";
import { createdInDays, newestFirst, type DayRange, type Page } from "../../lib/paginate.ts";
import { findCoin, findNetwork, coinAmount } from "../wallets/index.ts";

export type TransactionStatus = Schemas["TransactionStatus"];

/** Statuses after which a transfer is on chain (the explorer link makes sense). */
const ON_CHAIN: readonly string[] = ["pending", "confirmed", "payout_pending", "paid_out"];

/** The block-explorer link of a transaction, when it has a hash on a chain with an explorer. */
function explorerUrl(row: WalletTransaction): string | null {
  if (!row.tx_hash || row.network === "LIGHTNING") return null;
  if (row.type === "withdraw" && !["payout_pending", "paid_out"].includes(row.status)) return null;
  if (!ON_CHAIN.includes(row.status)) return null;
  const coin = findCoin(row.code);
  const network = coin && findNetwork(coin, row.network);
  return network ? `${network.explorer}${row.tx_hash}` : null;
}

/** The contract's `Transaction` for a row. */
export function presentTransaction(row: WalletTransaction): Schemas["Transaction"] {
  return {
    id: row.id,
    type: row.type,
    entity_wallet_code: row.code,
    network: row.network,
    amount: coinAmount(row.code, dec(row.amount)),
    fee: coinAmount(row.code, dec(row.fee)),
    fiat_amount: fmt(dec(row.fiat_amount), 2),
    fiat_currency: row.fiat_currency as Schemas["FiatCurrency"],
    status: row.status as TransactionStatus,
    address: row.address,
    memo: row.memo,
    tx_hash: row.tx_hash,
    explorer_url: explorerUrl(row),
    confirmations: row.confirmations,
    required_confirmations: row.required_confirmations,
    can_cancel: row.type === "withdraw" && row.status === "pending",
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface TransactionFilters extends DayRange {
  type?: "deposit" | "withdraw";
  status?: TransactionStatus;
  entity_wallet_code?: string;
  page?: number;
  per_page?: number;
}

/**
 * A page of the player's transactions, newest first.
 * @throws ApiError 422 `date_range_invalid` when `from` is after `to`
 */
export async function listTransactions(
  db: Db,
  userId: number,
  filters: TransactionFilters,
): Promise<Page<Schemas["Transaction"]>> {
  let query = db
    .selectFrom("wallet_transactions")
    .where("user_id", "=", userId)
    .where(createdInDays(filters));
  if (filters.type) query = query.where("type", "=", filters.type);
  if (filters.status) query = query.where("status", "=", filters.status);
  if (filters.entity_wallet_code) query = query.where("code", "=", filters.entity_wallet_code);
  const page = await newestFirst(query, filters);
  return { ...page, data: page.data.map(presentTransaction) };
}

/** One of the player's transactions, or undefined. */
export async function findTransaction(
  db: Db,
  userId: number,
  id: number,
): Promise<WalletTransaction | undefined> {
  return db
    .selectFrom("wallet_transactions")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}
