import { createSelector } from "@reduxjs/toolkit";
import type {
  DepositAddress,
  LightningInvoice,
  Transaction,
  TransactionPage,
  UserWallet,
} from "../../api/entities.ts";
import type { RequestError } from "../../api/request-error.ts";
import { coreApi } from "../../store/core-api.ts";
import type { RootState } from "../../store/root-reducer.ts";
import { selectRevealHolds } from "../originals/index.ts";
import { pendingDepositsQuery, walletsApi } from "./api.ts";
import { LIGHTNING_INVOICE_KEY } from "./slice.ts";

const noWallets: UserWallet[] = [];

/**
 * The player's wallets (`GET /api/wallets/user-wallets` in the cache), as shown: while an
 * original's reveal runs, its wallet shows the balance from before the bet (`revealHold`).
 */
export const selectWallets = createSelector(
  [coreApi.endpoints.userWallets.select(), selectRevealHolds],
  (entry, holds) => {
    const list = entry.data ?? noWallets;
    if (holds.length === 0) return list;
    return list.map((wallet) => {
      const hold = holds.find((h) => h.code === wallet.entity_wallet_code);
      return hold && hold.balance !== wallet.balance
        ? { ...wallet, balance: hold.balance }
        : wallet;
    });
  },
);
/** The selected wallet: the one flagged `is_selected`. */
export const selectSelectedWallet = createSelector(
  [selectWallets],
  (list) => list.find((w) => w.is_selected) ?? null,
);
/** Wallet display settings (in the cache), or null before they are known. */
export const selectWalletSettings = createSelector(
  [coreApi.endpoints.walletSettings.select()],
  (entry) => entry.data ?? null,
);
/** Wallets as the list shows them: empty ones hidden when the settings say so. */
export const selectVisibleWallets = createSelector(
  [selectWallets, selectWalletSettings],
  (list, settings) =>
    settings?.hide_zero_balances
      ? list.filter((w) => w.is_selected || !/^0*(\.0*)?$/.test(w.balance))
      : list,
);
/** Whether the wallet list panel is open. */
export const selectWalletListOpen = (state: RootState) => state.wallets.listOpen;
/** The wallet dialog (open, tab). */
export const selectWalletDialog = (state: RootState) => state.wallets.dialog;
/**
 * The cache entry of the deposit address the dialog asked for (`walletsApi.depositAddress`, keyed
 * by coin and network), or null when it asked for none (or was closed).
 */
const selectDepositAddressEntry = (state: RootState) => {
  const requested = state.wallets.depositAddressFor;
  return requested ? walletsApi.endpoints.depositAddress.select(requested)(state) : null;
};
/** Current deposit address, or null (a failed request shows none). */
export const selectDepositAddress = (state: RootState): DepositAddress | null => {
  const entry = selectDepositAddressEntry(state);
  return entry && !entry.isError ? (entry.data ?? null) : null;
};
/** Whether a deposit address is loading. */
export const selectDepositAddressPending = (state: RootState) =>
  selectDepositAddressEntry(state)?.isLoading === true;
/** Why the last deposit address request failed (the tab offers to try again), or null. */
export const selectDepositAddressError = (state: RootState): RequestError | null => {
  const entry = selectDepositAddressEntry(state);
  return entry?.isError ? (entry.error as RequestError) : null;
};
const selectLightningEntry = walletsApi.endpoints.lightningInvoice.select({
  fixedCacheKey: LIGHTNING_INVOICE_KEY,
  requestId: undefined,
});
/** Current Lightning invoice, or null (none while a new one is being created, or after a failure). */
export const selectLightningInvoice = (state: RootState): LightningInvoice | null =>
  state.wallets.lightningRequested ? (selectLightningEntry(state).data ?? null) : null;
/** Why the last Lightning invoice request failed, or null. */
export const selectLightningError = (state: RootState): RequestError | null => {
  if (!state.wallets.lightningRequested) return null;
  const entry = selectLightningEntry(state);
  return entry.isError ? (entry.error as RequestError) : null;
};
/**
 * The withdrawal the dialog follows, as the cache holds it (`walletsApi.transaction(id)`, written
 * when it was created and whenever the server reports a newer state), or null.
 */
export const selectWithdrawalTransaction = (state: RootState): Transaction | null => {
  const id = state.wallets.withdrawal.id;
  return id === null ? null : (walletsApi.endpoints.transaction.select(id)(state).data ?? null);
};
/**
 * Withdrawal request state: the request's status and error (a failed cancel too) and `result`,
 * the created withdrawal as it stands now (null before one is created).
 */
export const selectWithdrawal = createSelector(
  [(state: RootState) => state.wallets.withdrawal, selectWithdrawalTransaction],
  ({ status, error }, result) => ({ status, error, result }),
);
const noDeposits: Transaction[] = [];
/**
 * The page of deposits waiting for confirmations as cached (`coreApi.transactions` with
 * {@link pendingDepositsQuery}), or undefined before it was read or patched.
 */
export const selectPendingDepositsPage = (state: RootState): TransactionPage | undefined =>
  selectPendingDepositsEntry(state).data;
const selectPendingDepositsEntry = coreApi.endpoints.transactions.select(pendingDepositsQuery);
/** Deposits waiting for confirmations, newest first. */
export const selectPendingDeposits = (state: RootState): Transaction[] =>
  selectPendingDepositsEntry(state).data?.data ?? noDeposits;
