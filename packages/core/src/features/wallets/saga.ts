import type { SagaIterator } from "redux-saga";
import { call, put, takeLatest, takeLeading } from "redux-saga/effects";
import type {
  DepositAddress,
  LightningInvoice,
  Transaction,
  UserWallet,
  WalletSettings,
} from "../../api/entities.ts";
import { toRequestError } from "../../api/request-error.ts";
import { cookieMaxAge, cookieNames } from "../../platform/cookies.ts";
import { getApi, getPlatform } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import { appActions } from "../app/slice.ts";
import { userActions } from "../user/slice.ts";
import {
  requestDepositAddress,
  requestLightningInvoice,
  requestSelectWallet,
  requestUpdateWalletSettings,
  requestUserWallets,
  requestWalletSettings,
  requestWithdrawal,
} from "./requests.ts";
import { walletsActions } from "./slice.ts";

/** `wallets/loadRequested`: the player's wallets; the selected one is remembered (cookie). */
export function* loadWalletsWorker(): SagaIterator {
  const api = yield* getApi();
  const platform = yield* getPlatform();
  try {
    const list: UserWallet[] = yield call(requestUserWallets, api);
    yield put(walletsActions.loaded(list));
    const selected = list.find((w) => w.is_selected);
    if (selected)
      platform.storage.set(cookieNames.rememberWallet, selected.entity_wallet_code, {
        maxAge: cookieMaxAge.rememberWallet,
      });
  } catch (error) {
    yield put(walletsActions.loadFailed(toRequestError(error)));
  }
}

/** `wallets/selectRequested`: updates the selected wallet and the user's wallet; closes the panel. */
export function* selectWalletWorker(
  action: ReturnType<typeof walletsActions.selectRequested>,
): SagaIterator {
  const api = yield* getApi();
  const platform = yield* getPlatform();
  try {
    const wallet: UserWallet = yield call(requestSelectWallet, api, action.payload.code);
    yield put(walletsActions.selected(wallet));
    yield put(userActions.walletCurrencyChanged(wallet.entity_wallet_code));
    platform.storage.set(cookieNames.rememberWallet, wallet.entity_wallet_code, {
      maxAge: cookieMaxAge.rememberWallet,
    });
  } catch (error) {
    yield put(appActions.toastQueued({ kind: "error", message: toRequestError(error).message }));
  }
}

/** `wallets/settingsRequested`: GET the display settings. */
export function* loadWalletSettingsWorker(): SagaIterator {
  const api = yield* getApi();
  try {
    const settings: WalletSettings = yield call(requestWalletSettings, api);
    yield put(walletsActions.settingsLoaded(settings));
  } catch (error) {
    yield put(appActions.toastQueued({ kind: "error", message: toRequestError(error).message }));
  }
}

/** `wallets/settingsSubmitted`: PUT the display settings, then reload balances in the new currency. */
export function* saveWalletSettingsWorker(
  action: ReturnType<typeof walletsActions.settingsSubmitted>,
): SagaIterator {
  const api = yield* getApi();
  try {
    const settings: WalletSettings = yield call(requestUpdateWalletSettings, api, action.payload);
    yield put(walletsActions.settingsLoaded(settings));
    yield put(walletsActions.loadRequested());
  } catch (error) {
    yield put(appActions.toastQueued({ kind: "error", message: toRequestError(error).message }));
  }
}

/** `wallets/depositAddressRequested`: a failure clears the address and shows a toast (spec section 8). */
export function* depositAddressWorker(
  action: ReturnType<typeof walletsActions.depositAddressRequested>,
): SagaIterator {
  const api = yield* getApi();
  try {
    const address: DepositAddress = yield call(requestDepositAddress, api, action.payload);
    yield put(walletsActions.depositAddressReceived(address));
  } catch (error) {
    const failure = toRequestError(error);
    yield put(walletsActions.depositAddressFailed(failure));
    yield put(appActions.toastQueued({ kind: "error", message: failure.message }));
  }
}

/** `wallets/lightningInvoiceRequested`: a BOLT 11 invoice for the amount. */
export function* lightningInvoiceWorker(
  action: ReturnType<typeof walletsActions.lightningInvoiceRequested>,
): SagaIterator {
  const api = yield* getApi();
  try {
    const invoice: LightningInvoice = yield call(
      requestLightningInvoice,
      api,
      action.payload.amount,
    );
    yield put(walletsActions.lightningInvoiceReceived(invoice));
  } catch (error) {
    yield put(walletsActions.lightningInvoiceFailed(toRequestError(error)));
  }
}

/** `wallets/withdrawalSubmitted`: field errors stay on the withdrawal state for the form. */
export function* withdrawalWorker(
  action: ReturnType<typeof walletsActions.withdrawalSubmitted>,
): SagaIterator {
  const api = yield* getApi();
  try {
    const transaction: Transaction = yield call(requestWithdrawal, api, action.payload);
    yield put(walletsActions.withdrawalSucceeded(transaction));
    yield put(walletsActions.loadRequested());
  } catch (error) {
    yield put(walletsActions.withdrawalFailed(toRequestError(error)));
  }
}

/** Wallet watchers. */
export function* walletsSaga(): SagaIterator {
  yield takeLatest(walletsActions.loadRequested.type, safely(loadWalletsWorker));
  yield takeLatest(walletsActions.selectRequested.type, safely(selectWalletWorker));
  yield takeLatest(walletsActions.settingsRequested.type, safely(loadWalletSettingsWorker));
  yield takeLeading(walletsActions.settingsSubmitted.type, safely(saveWalletSettingsWorker));
  yield takeLatest(walletsActions.depositAddressRequested.type, safely(depositAddressWorker));
  yield takeLatest(walletsActions.lightningInvoiceRequested.type, safely(lightningInvoiceWorker));
  yield takeLeading(walletsActions.withdrawalSubmitted.type, safely(withdrawalWorker));
}
