import type { SagaIterator } from "redux-saga";
import { call, put, takeEvery, takeLatest, takeLeading } from "redux-saga/effects";
import type { Transaction, UserWallet, WalletSettings } from "../../api/entities.ts";
import { cookieMaxAge, cookieNames } from "../../platform/cookies.ts";
import { coreApi } from "../../store/core-api.ts";
import { fetchQuery, holdQuery, loadQuery, runMutation } from "../../store/query-effects.ts";
import { attempt } from "../../utils/attempt.ts";
import { getPlatform } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import type { RequestError } from "../../api/request-error.ts";
import { bonusesApi } from "../bonuses/index.ts";
import { realtimeEventActions } from "../realtime/index.ts";
import { patchUser } from "../user/index.ts";
import { transactionUpdated, walletsApi } from "./api.ts";
import { LIGHTNING_INVOICE_KEY, walletsActions, type WalletBalanceUpdate } from "./slice.ts";
import { toastActions } from "../toasts/index.ts";

/** The toast that shows why a wallet request failed. */
const errorToast = (error: RequestError) =>
  toastActions.queued({ kind: "error", message: error.message });

/** Patches the cached wallets in place (no request; a no-op when none are cached). */
const patchWallets = (recipe: (wallets: UserWallet[]) => void) =>
  coreApi.util.updateQueryData("userWallets", undefined, recipe);

/** Copies the balance fields of `update` onto its cached wallet (the selection is the server's). */
function applyBalance(wallets: UserWallet[], update: WalletBalanceUpdate) {
  const wallet = wallets.find((w) => w.entity_wallet_code === update.entity_wallet_code);
  if (!wallet) return;
  const { is_selected: _ignored, ...fields } = update;
  Object.assign(wallet, fields);
}

/** The player's wallets into the cache (failures leave the cached ones, logged). */
export function* loadWallets(): SagaIterator {
  try {
    yield call(loadQuery, coreApi.endpoints.userWallets, undefined);
  } catch (error) {
    (yield* getPlatform()).logger.warn("wallets fetch failed", error);
  }
}

/** Whenever the wallets arrive, the selected one is remembered (cookie). */
export function* rememberSelectedWorker(action: { payload: UserWallet[] }): SagaIterator {
  const platform = yield* getPlatform();
  const selected = action.payload.find((w) => w.is_selected);
  if (selected)
    platform.storage.set(cookieNames.rememberWallet, selected.entity_wallet_code, {
      maxAge: cookieMaxAge.rememberWallet,
    });
}

/**
 * Balances that changed on the server patch the cached wallets (no request): realtime
 * `wallet_balance`, `all_wallet_balances` and `player_deposit`, and a cashback claim's answer.
 */
export function* balancesChangedWorker(action: { type: string; payload: unknown }): SagaIterator {
  let updates: WalletBalanceUpdate[];
  if (realtimeEventActions.all_wallet_balances.match(action)) updates = action.payload.wallets;
  else if (
    realtimeEventActions.wallet_balance.match(action) ||
    realtimeEventActions.player_deposit.match(action)
  )
    updates = [action.payload.wallet];
  else updates = [(action.payload as { wallet: WalletBalanceUpdate }).wallet];
  yield put(
    patchWallets((wallets) => {
      for (const update of updates) applyBalance(wallets, update);
    }),
  );
}

/** `wallets/selectRequested`: updates the selected wallet and the user's wallet; closes the panel. */
export function* selectWalletWorker(
  action: ReturnType<typeof walletsActions.selectRequested>,
): SagaIterator {
  const platform = yield* getPlatform();
  yield* attempt(errorToast, function* () {
    const wallet: UserWallet = yield call(runMutation, walletsApi.endpoints.selectWallet, {
      code: action.payload.code,
    });
    const code = wallet.entity_wallet_code;
    yield put(
      patchWallets((wallets) => {
        for (const w of wallets) w.is_selected = w.entity_wallet_code === code;
        applyBalance(wallets, wallet);
      }),
    );
    yield put(
      patchUser((user) => {
        user.player_information.wallet_currency = code;
      }),
    );
    yield put(walletsActions.selected(wallet));
    platform.storage.set(cookieNames.rememberWallet, wallet.entity_wallet_code, {
      maxAge: cookieMaxAge.rememberWallet,
    });
  });
}

/**
 * The display settings into the cache (on sign-in, and when the settings tab opens); they decide
 * which wallets the list shows. A failure shows a toast.
 */
export function* loadWalletSettings(): SagaIterator {
  yield* attempt(errorToast, function* () {
    yield call(loadQuery, coreApi.endpoints.walletSettings, undefined);
  });
}

/** `wallets/settingsSubmitted`: PUT the display settings, then reload balances in the new currency. */
export function* saveWalletSettingsWorker(
  action: ReturnType<typeof walletsActions.settingsSubmitted>,
): SagaIterator {
  yield* attempt(errorToast, function* () {
    const settings: WalletSettings = yield call(
      runMutation,
      walletsApi.endpoints.updateWalletSettings,
      action.payload,
    );
    yield put(coreApi.util.upsertQueryData("walletSettings", undefined, settings));
    yield put(coreApi.util.invalidateTags(["Wallets"]));
  });
}

/**
 * `wallets/depositAddressRequested`: the address is read anew into its cache entry (keyed by coin
 * and network), which the dialog reads; a failure stays on the entry (the tab shows the reason
 * with a way to try again).
 */
export function* depositAddressWorker(
  action: ReturnType<typeof walletsActions.depositAddressRequested>,
): SagaIterator {
  try {
    yield call(fetchQuery, walletsApi.endpoints.depositAddress, action.payload);
  } catch {
    // The entry keeps the failure for the tab.
  }
}

/**
 * `wallets/lightningInvoiceRequested`: a BOLT 11 invoice for the amount, kept (or its failure) by
 * the mutation under {@link LIGHTNING_INVOICE_KEY}, which the dialog reads.
 */
export function* lightningInvoiceWorker(
  action: ReturnType<typeof walletsActions.lightningInvoiceRequested>,
): SagaIterator {
  try {
    yield call(
      runMutation,
      walletsApi.endpoints.lightningInvoice,
      { amount: action.payload.amount },
      { fixedCacheKey: LIGHTNING_INVOICE_KEY },
    );
  } catch {
    // The mutation keeps the failure for the dialog.
  }
}

/**
 * `wallets/withdrawalSubmitted`: the created withdrawal goes into its `transaction(id)` cache entry
 * (kept for the session), which the dialog follows; field errors stay on the withdrawal state for
 * the form.
 */
export function* withdrawalWorker(
  action: ReturnType<typeof walletsActions.withdrawalSubmitted>,
): SagaIterator {
  yield* attempt(walletsActions.withdrawalFailed, function* () {
    const transaction: Transaction = yield call(
      runMutation,
      walletsApi.endpoints.requestWithdrawal,
      action.payload,
    );
    yield put(transactionUpdated(transaction));
    yield call(holdQuery, walletsApi.endpoints.transaction, transaction.id);
    yield put(walletsActions.withdrawalSucceeded(transaction));
    yield put(coreApi.util.invalidateTags(["Wallets"]));
  });
}

/** Wallet watchers. */
export function* walletsSaga(): SagaIterator {
  yield takeEvery(coreApi.endpoints.userWallets.matchFulfilled, safely(rememberSelectedWorker));
  yield takeEvery(
    [
      realtimeEventActions.wallet_balance.type,
      realtimeEventActions.all_wallet_balances.type,
      realtimeEventActions.player_deposit.type,
      bonusesApi.endpoints.claimCashback.matchFulfilled,
    ],
    safely(balancesChangedWorker),
  );
  yield takeLatest(walletsActions.selectRequested.type, safely(selectWalletWorker));
  yield takeLatest(walletsActions.settingsRequested.type, safely(loadWalletSettings));
  yield takeLeading(walletsActions.settingsSubmitted.type, safely(saveWalletSettingsWorker));
  yield takeLatest(walletsActions.depositAddressRequested.type, safely(depositAddressWorker));
  yield takeLatest(walletsActions.lightningInvoiceRequested.type, safely(lightningInvoiceWorker));
  yield takeLeading(walletsActions.withdrawalSubmitted.type, safely(withdrawalWorker));
}
