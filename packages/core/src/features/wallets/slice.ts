import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { RequestError } from "../../api/request-error.ts";
import type {
  DepositAddress,
  LightningInvoice,
  RequestWithdrawalRequest,
  Transaction,
  UserWallet,
  WalletSettings,
} from "../../api/entities.ts";
import { bonusesApi } from "../bonuses/api.ts";
import { realtimeEventActions } from "../realtime/events.ts";
import { sessionActions } from "../session/slice.ts";

/** Wallet dialog tabs (spec section 2). */
export type WalletTab = "deposit" | "withdraw" | "buy_crypto" | "setting";

/** The player's wallets and the wallet dialog. */
export interface WalletsState {
  list: UserWallet[];
  status: "idle" | "loading" | "loaded" | "failed";
  /** Whether the wallet list panel is open. */
  listOpen: boolean;
  dialog: { open: boolean; tab: WalletTab };
  settings: WalletSettings | null;
  depositAddress: DepositAddress | null;
  depositAddressPending: boolean;
  lightningInvoice: LightningInvoice | null;
  lightningError: RequestError | null;
  /**
   * The withdrawal request of the wallet dialog. `result` is the created withdrawal; its status
   * follows the server (pending -> ... -> paid_out, canceled, rejected, fail) while the dialog is
   * open. `error` also holds a failed cancel.
   */
  withdrawal: {
    status: "idle" | "submitting" | "succeeded" | "failed";
    error: RequestError | null;
    result: Transaction | null;
  };
  /** Deposits seen on chain that wait for confirmations (realtime `player_pending_deposit`), newest first. */
  pendingDeposits: Transaction[];
  /** The last credited deposit (realtime `player_deposit`), for a "deposit received" notice. */
  lastDeposit: Transaction | null;
}

/** Initial wallets state. */
export const initialWalletsState: WalletsState = {
  list: [],
  status: "idle",
  listOpen: false,
  dialog: { open: false, tab: "deposit" },
  settings: null,
  depositAddress: null,
  depositAddressPending: false,
  lightningInvoice: null,
  lightningError: null,
  withdrawal: { status: "idle", error: null, result: null },
  pendingDeposits: [],
  lastDeposit: null,
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

function applyBalance(state: WalletsState, update: WalletBalanceUpdate) {
  const wallet = state.list.find((w) => w.entity_wallet_code === update.entity_wallet_code);
  if (!wallet) return;
  const { is_selected: _ignored, ...fields } = update;
  Object.assign(wallet, fields);
}

/** The wallets slice. */
export const walletsSlice = createSlice({
  name: "wallets",
  initialState: initialWalletsState,
  reducers: {
    loadRequested(state) {
      state.status = state.list.length ? state.status : "loading";
    },
    loaded(state, action: PayloadAction<UserWallet[]>) {
      state.list = action.payload;
      state.status = "loaded";
    },
    loadFailed(state, _action: PayloadAction<RequestError>) {
      state.status = "failed";
    },
    listOpened(state) {
      state.listOpen = true;
    },
    listClosed(state) {
      state.listOpen = false;
    },
    selectRequested(_state, _action: PayloadAction<{ code: string }>) {},
    /** The server confirmed the new selection: it becomes the only selected wallet; the panel closes. */
    selected(state, action: PayloadAction<UserWallet>) {
      for (const wallet of state.list)
        wallet.is_selected = wallet.entity_wallet_code === action.payload.entity_wallet_code;
      applyBalance(state, action.payload);
      state.listOpen = false;
    },
    dialogOpened(state, action: PayloadAction<{ tab: WalletTab }>) {
      state.dialog = { open: true, tab: action.payload.tab };
      state.listOpen = false;
    },
    dialogClosed(state) {
      state.dialog.open = false;
      state.depositAddress = null;
      state.lightningInvoice = null;
      state.withdrawal = initialWalletsState.withdrawal;
    },
    settingsRequested() {},
    settingsSubmitted(_state, _action: PayloadAction<WalletSettings>) {},
    settingsLoaded(state, action: PayloadAction<WalletSettings>) {
      state.settings = action.payload;
    },
    depositAddressRequested(
      state,
      _action: PayloadAction<{ entity_wallet_code: string; kind: string }>,
    ) {
      state.depositAddressPending = true;
    },
    depositAddressReceived(state, action: PayloadAction<DepositAddress>) {
      state.depositAddress = action.payload;
      state.depositAddressPending = false;
    },
    /** Failure clears the address (a toast shows the message). */
    depositAddressFailed(state, _action: PayloadAction<RequestError>) {
      state.depositAddress = null;
      state.depositAddressPending = false;
    },
    lightningInvoiceRequested(state, _action: PayloadAction<{ amount: string }>) {
      state.lightningError = null;
    },
    lightningInvoiceReceived(state, action: PayloadAction<LightningInvoice>) {
      state.lightningInvoice = action.payload;
    },
    lightningInvoiceFailed(state, action: PayloadAction<RequestError>) {
      state.lightningInvoice = null;
      state.lightningError = action.payload;
    },
    withdrawalSubmitted(state, _action: PayloadAction<RequestWithdrawalRequest>) {
      state.withdrawal = { status: "submitting", error: null, result: null };
    },
    withdrawalSucceeded(state, action: PayloadAction<Transaction>) {
      state.withdrawal = { status: "succeeded", error: null, result: action.payload };
    },
    withdrawalFailed(state, action: PayloadAction<RequestError>) {
      state.withdrawal = { status: "failed", error: action.payload, result: null };
    },
    /** The player cancels a pending withdrawal (`POST /api/user/withdrawals/{id}/cancel`). */
    withdrawalCancelRequested(state, _action: PayloadAction<{ id: number }>) {
      state.withdrawal.error = null;
    },
    withdrawalCancelFailed(state, action: PayloadAction<RequestError>) {
      state.withdrawal.error = action.payload;
    },
    /** The server reported a newer state of a withdrawal (after a cancel or a realtime hint). */
    withdrawalUpdated(state, action: PayloadAction<Transaction>) {
      if (state.withdrawal.result?.id === action.payload.id)
        state.withdrawal.result = action.payload;
    },
    /** The "deposit received" notice was seen. */
    lastDepositDismissed(state) {
      state.lastDeposit = null;
    },
    /** One wallet's balance changed (realtime `wallet_balance`). */
    balanceChanged(state, action: PayloadAction<WalletBalanceUpdate>) {
      applyBalance(state, action.payload);
    },
    /** Every wallet's balance (realtime `all_wallet_balances`). */
    balancesChanged(state, action: PayloadAction<WalletBalanceUpdate[]>) {
      for (const update of action.payload) applyBalance(state, update);
    },
  },
  extraReducers: (builder) => {
    const clear = () => initialWalletsState;
    builder
      .addCase(realtimeEventActions.wallet_balance, (state, action) =>
        applyBalance(state, action.payload.wallet),
      )
      .addCase(realtimeEventActions.player_pending_deposit, (state, action) => {
        const { transaction } = action.payload;
        state.pendingDeposits = [
          transaction,
          ...state.pendingDeposits.filter((t) => t.id !== transaction.id),
        ];
      })
      .addCase(realtimeEventActions.player_deposit, (state, action) => {
        applyBalance(state, action.payload.wallet);
        state.pendingDeposits = state.pendingDeposits.filter(
          (t) => t.id !== action.payload.transaction.id,
        );
        state.lastDeposit = action.payload.transaction;
      })
      .addCase(realtimeEventActions.all_wallet_balances, (state, action) => {
        for (const wallet of action.payload.wallets) applyBalance(state, wallet);
      })
      .addCase(sessionActions.loggedOut, clear)
      .addCase(sessionActions.unauthorized, clear)
      .addCase(sessionActions.tokenRevokedByCountryBlock, clear)
      // A cashback claim answers the credited wallet.
      .addMatcher(bonusesApi.endpoints.claimCashback.matchFulfilled, (state, action) =>
        applyBalance(state, action.payload.wallet),
      );
  },
});

/** Wallet event action creators. */
export const walletsActions = walletsSlice.actions;
