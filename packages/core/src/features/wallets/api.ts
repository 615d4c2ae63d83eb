import type { Transaction, TransactionPage } from "../../api/entities.ts";
import { contractItem, contractList, contractMutation, coreApi } from "../../store/core-api.ts";

/** How many pending deposits a resync reads (the deposit tab lists them, newest first). */
export const PENDING_DEPOSITS_RESYNC_LIMIT = 50;

/**
 * The query of the deposits still waiting for confirmations: its `coreApi.transactions` cache entry
 * is the list the deposit tab shows (read by the resync, patched by the realtime deposit events).
 */
export const pendingDepositsQuery = {
  type: "deposit",
  status: "pending",
  per_page: PENDING_DEPOSITS_RESYNC_LIMIT,
} as const;

/**
 * The wallet dialog's requests, run by the wallet sagas (internal: screens dispatch the
 * `wallets/...` events). The deposit address is a query keyed by coin and network; the transaction
 * read follows a withdrawal or a deposit that left the pending list (fetched anew each time).
 */
export const walletsApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    selectWallet: contractMutation(
      build,
      "post",
      "/api/wallets/user-wallets/change-selected-wallet",
    ),
    updateWalletSettings: contractMutation(build, "put", "/api/wallets/setting"),
    depositAddress: contractList(build, "/api/user/wallet-address"),
    lightningInvoice: contractMutation(build, "post", "/api/user/btc-lightning/wallet-address"),
    requestWithdrawal: contractMutation(build, "post", "/api/user/withdrawal"),
    transaction: contractItem(build, "/api/user/transactions/{id}"),
    cancelWithdrawal: contractMutation(build, "post", "/api/user/withdrawals/{id}/cancel"),
  }),
});

/**
 * Writes a transaction the server reported (a created, refreshed or cancelled withdrawal) into its
 * `transaction(id)` cache entry, which the wallet dialog reads (a plain action: no request).
 */
export const transactionUpdated = (transaction: Transaction) =>
  walletsApi.util.upsertQueryEntries([
    { endpointName: "transaction", arg: transaction.id, value: transaction },
  ]);

/**
 * Writes the pending deposits' page into its cache entry ({@link pendingDepositsQuery}), which
 * the deposit tab reads (a plain action: no request).
 */
export const pendingDepositsUpdated = (page: TransactionPage) =>
  coreApi.util.upsertQueryEntries([
    { endpointName: "transactions", arg: pendingDepositsQuery, value: page },
  ]);
