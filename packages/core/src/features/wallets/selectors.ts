import { createSelector } from "@reduxjs/toolkit";
import type { RootState } from "../../store/root-reducer.ts";

/** The player's wallets. */
export const selectWallets = (state: RootState) => state.wallets.list;
/** The selected wallet: the one flagged `is_selected` (spec section 4). */
export const selectSelectedWallet = createSelector(
  [selectWallets],
  (list) => list.find((w) => w.is_selected) ?? null,
);
/** Wallets as the list shows them: empty ones hidden when the settings say so. */
export const selectVisibleWallets = createSelector(
  [selectWallets, (state: RootState) => state.wallets.settings],
  (list, settings) =>
    settings?.hide_zero_balances
      ? list.filter((w) => w.is_selected || !/^0*(\.0*)?$/.test(w.balance))
      : list,
);
/** Wallets loading status. */
export const selectWalletsStatus = (state: RootState) => state.wallets.status;
/** Whether the wallet list panel is open. */
export const selectWalletListOpen = (state: RootState) => state.wallets.listOpen;
/** The wallet dialog (open, tab). */
export const selectWalletDialog = (state: RootState) => state.wallets.dialog;
/** Wallet display settings. */
export const selectWalletSettings = (state: RootState) => state.wallets.settings;
/** Current deposit address, or null. */
export const selectDepositAddress = (state: RootState) => state.wallets.depositAddress;
/** Whether a deposit address is loading. */
export const selectDepositAddressPending = (state: RootState) =>
  state.wallets.depositAddressPending;
/** Current Lightning invoice, or null. */
export const selectLightningInvoice = (state: RootState) => state.wallets.lightningInvoice;
/** Why the last Lightning invoice request failed, or null. */
export const selectLightningError = (state: RootState) => state.wallets.lightningError;
/** Withdrawal request state. */
export const selectWithdrawal = (state: RootState) => state.wallets.withdrawal;
/** Deposits waiting for confirmations, newest first. */
export const selectPendingDeposits = (state: RootState) => state.wallets.pendingDeposits;
/** The last credited deposit, until dismissed. */
export const selectLastDeposit = (state: RootState) => state.wallets.lastDeposit;
