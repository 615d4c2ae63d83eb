import type { SagaIterator } from "redux-saga";
import { call, put, select, takeEvery, takeLatest, takeLeading } from "redux-saga/effects";
import type { Transaction, TransactionPage } from "../../api/entities.ts";
import { toRequestError } from "../../api/request-error.ts";
import { coreApi } from "../../store/core-api.ts";
import type { RootState } from "../../store/root-reducer.ts";
import { getApi } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import { realtimeEventActions } from "../realtime/events.ts";
import { requestCancelWithdrawal, requestPendingDeposits, requestTransaction } from "./requests.ts";
import { FINAL_WITHDRAWAL_STATUSES, walletsActions } from "./slice.ts";

/** Balance-change reasons that mean a withdrawal moved. */
const WITHDRAWAL_REASONS = ["withdrawal", "withdrawal_released"];

/** The withdrawal the dialog follows while it can still change, or null. */
export const selectOpenWithdrawal = (state: RootState): Transaction | null => {
  const result = state.wallets.withdrawal.result;
  return result && !FINAL_WITHDRAWAL_STATUSES.includes(result.status) ? result : null;
};

/**
 * A withdrawal moved (realtime `wallet_balance` with a withdrawal reason, or a `withdrawal`
 * notification): the followed withdrawal is read again so its status is current. The realtime
 * events carry no withdrawal status themselves. Failures keep the last known status.
 */
export function* refreshWithdrawalWorker(): SagaIterator {
  const open: Transaction | null = yield select(selectOpenWithdrawal);
  if (!open) return;
  const api = yield* getApi();
  try {
    const transaction: Transaction = yield call(requestTransaction, api, open.id);
    yield put(walletsActions.withdrawalUpdated(transaction));
  } catch {
    // The next event or the transaction history shows the status.
  }
}

/** How many pending deposits a resync reads (the deposit tab lists them, newest first). */
export const PENDING_DEPOSITS_RESYNC_LIMIT = 50;

/**
 * Replaces the pending deposits with the server's list (the realtime events keep it current only
 * while the player channel is subscribed). A failure keeps the list: the next event or resync
 * corrects it.
 */
export function* resyncPendingDepositsWorker(): SagaIterator {
  const api = yield* getApi();
  try {
    const page: TransactionPage = yield call(
      requestPendingDeposits,
      api,
      PENDING_DEPOSITS_RESYNC_LIMIT,
    );
    yield put(walletsActions.pendingDepositsResynced(page.data));
  } catch {
    // Keeps the last known list.
  }
}

/** `wallets/withdrawalCancelRequested`: only a pending withdrawal can be cancelled; the hold is released. */
export function* cancelWithdrawalWorker(
  action: ReturnType<typeof walletsActions.withdrawalCancelRequested>,
): SagaIterator {
  const api = yield* getApi();
  try {
    const transaction: Transaction = yield call(requestCancelWithdrawal, api, action.payload.id);
    yield put(walletsActions.withdrawalUpdated(transaction));
    yield put(coreApi.util.invalidateTags(["Transactions"]));
  } catch (error) {
    yield put(walletsActions.withdrawalCancelFailed(toRequestError(error)));
  }
}

/** Cached transaction history and wallet queries are stale after a deposit or withdrawal event. */
export function* invalidateMoneyQueriesWorker(): SagaIterator {
  yield put(coreApi.util.invalidateTags(["Transactions", "Wallets"]));
}

const isWithdrawalBalance = (action: { type: string; payload?: unknown }) =>
  realtimeEventActions.wallet_balance.match(action) &&
  WITHDRAWAL_REASONS.includes(action.payload.reason);
const isWithdrawalNotice = (action: { type: string; payload?: unknown }) =>
  realtimeEventActions.new_notification.match(action) &&
  action.payload.notification.type === "withdrawal";

/** Deposit and withdrawal watchers. */
export function* walletTransactionsSaga(): SagaIterator {
  yield takeLeading(walletsActions.withdrawalCancelRequested.type, safely(cancelWithdrawalWorker));
  yield takeLatest(
    (action: { type: string }) => isWithdrawalBalance(action) || isWithdrawalNotice(action),
    safely(refreshWithdrawalWorker),
  );
  yield takeEvery(
    (action: { type: string }) =>
      realtimeEventActions.player_pending_deposit.match(action) ||
      realtimeEventActions.player_deposit.match(action) ||
      isWithdrawalBalance(action),
    safely(invalidateMoneyQueriesWorker),
  );
}
