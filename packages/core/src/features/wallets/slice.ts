import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { RequestError } from "../../api/request-error.ts";
import type {
  RequestWithdrawalRequest,
  Transaction,
  UserWallet,
  WalletSettings,
} from "../../api/entities.ts";
import { sessionEnded } from "../session/index.ts";

/** Wallet dialog tabs. */
export type WalletTab = "deposit" | "withdraw" | "buy_crypto" | "setting";

/**
 * The wallet dialogs and the flows they start. The wallets, their settings, the coins, the rates,
 * the followed withdrawal and the pending deposits are server data in the RTK Query cache
 * (`selectWallets`, `selectWalletSettings`, `selectWithdrawal`, `selectPendingDeposits`, ...).
 */
export interface WalletsState {
  /** Whether the wallet list panel is open. */
  listOpen: boolean;
  dialog: { open: boolean; tab: WalletTab };
  /**
   * The deposit address the dialog asked for (coin and network), or null. The address itself, its
   * loading state and its failure are the cache entry's (`walletsApi.depositAddress`).
   */
  depositAddressFor: { entity_wallet_code: string; kind: string } | null;
  /**
   * Whether the dialog asked for a Lightning invoice since it opened. The invoice and its failure
   * are the mutation's (`walletsApi.lightningInvoice` under {@link LIGHTNING_INVOICE_KEY}).
   */
  lightningRequested: boolean;
  /**
   * The withdrawal request of the wallet dialog. `id` is the created withdrawal's: the withdrawal
   * itself is the `walletsApi.transaction(id)` cache entry, whose status follows the server
   * (pending -> ... -> paid_out, canceled, rejected, fail) while the dialog is open
   * (`selectWithdrawal` joins them). `error` also holds a failed cancel.
   */
  withdrawal: {
    status: "idle" | "submitting" | "succeeded" | "failed";
    error: RequestError | null;
    id: number | null;
  };
  /**
   * Ids of the credited deposits already announced with a toast, newest first (at most
   * {@link ANNOUNCED_DEPOSITS_KEPT}): the live `player_deposit` and the resync after a reconnect
   * may both see the same deposit, and the player hears of it once.
   */
  announcedDeposits: number[];
}

/** The cache key of the wallet dialog's Lightning invoice (a mutation the dialog reads). */
export const LIGHTNING_INVOICE_KEY = "walletDialog";

/** How many announced deposit ids the wallets state remembers. */
export const ANNOUNCED_DEPOSITS_KEPT = 50;

/** Initial wallets state. */
export const initialWalletsState: WalletsState = {
  listOpen: false,
  dialog: { open: false, tab: "deposit" },
  depositAddressFor: null,
  lightningRequested: false,
  withdrawal: { status: "idle", error: null, id: null },
  announcedDeposits: [],
};

/** Withdrawal statuses after which nothing changes any more. */
export const FINAL_WITHDRAWAL_STATUSES: readonly Transaction["status"][] = [
  "paid_out",
  "canceled",
  "rejected",
  "fail",
];

/** Balance fields a realtime event may update on one wallet. */
export type WalletBalanceUpdate = Pick<UserWallet, "entity_wallet_code"> &
  Partial<Omit<UserWallet, "entity_wallet_code" | "id">>;

/** The wallets slice. */
export const walletsSlice = createSlice({
  name: "wallets",
  initialState: initialWalletsState,
  reducers: {
    listOpened(state) {
      state.listOpen = true;
    },
    listClosed(state) {
      state.listOpen = false;
    },
    selectRequested(_state, _action: PayloadAction<{ code: string }>) {},
    /** The server confirmed the new selection (the cached wallets follow it); the panel closes. */
    selected(state, _action: PayloadAction<UserWallet>) {
      state.listOpen = false;
    },
    dialogOpened(state, action: PayloadAction<{ tab: WalletTab }>) {
      state.dialog = { open: true, tab: action.payload.tab };
      state.listOpen = false;
    },
    dialogClosed(state) {
      state.dialog.open = false;
      state.depositAddressFor = null;
      state.lightningRequested = false;
      state.withdrawal = initialWalletsState.withdrawal;
    },
    /** The settings tab opened: the settings are read again. */
    settingsRequested() {},
    settingsSubmitted(_state, _action: PayloadAction<WalletSettings>) {},
    depositAddressRequested(
      state,
      action: PayloadAction<{ entity_wallet_code: string; kind: string }>,
    ) {
      state.depositAddressFor = {
        entity_wallet_code: action.payload.entity_wallet_code,
        kind: action.payload.kind,
      };
    },
    lightningInvoiceRequested(state, _action: PayloadAction<{ amount: string }>) {
      state.lightningRequested = true;
    },
    /** The withdrawal form was filled in: its confirmation step shows (an old failure is gone). */
    withdrawalReviewStarted(state) {
      state.withdrawal = { status: "idle", error: null, id: null };
    },
    withdrawalSubmitted(state, _action: PayloadAction<RequestWithdrawalRequest>) {
      state.withdrawal = { status: "submitting", error: null, id: null };
    },
    /** The withdrawal was created (the saga has written it into its cache entry first). */
    withdrawalSucceeded(state, action: PayloadAction<Transaction>) {
      state.withdrawal = { status: "succeeded", error: null, id: action.payload.id };
    },
    withdrawalFailed(state, action: PayloadAction<RequestError>) {
      state.withdrawal = { status: "failed", error: action.payload, id: null };
    },
    /** The player cancels a pending withdrawal (`POST /api/user/withdrawals/{id}/cancel`). */
    withdrawalCancelRequested(state, _action: PayloadAction<{ id: number }>) {
      state.withdrawal.error = null;
    },
    withdrawalCancelFailed(state, action: PayloadAction<RequestError>) {
      state.withdrawal.error = action.payload;
    },
    /** A credited deposit was announced: it is remembered so that it is not announced again. */
    depositAnnounced(state, action: PayloadAction<number>) {
      state.announcedDeposits = [
        action.payload,
        ...state.announcedDeposits.filter((id) => id !== action.payload),
      ].slice(0, ANNOUNCED_DEPOSITS_KEPT);
    },
  },
  extraReducers: (builder) => {
    const clear = () => initialWalletsState;
    builder.addMatcher(sessionEnded, clear);
  },
});

/** Wallet event action creators. */
export const walletsActions = walletsSlice.actions;
