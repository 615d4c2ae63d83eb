import type { SagaIterator } from "redux-saga";
import { call, put, select, takeEvery, takeLatest, takeLeading } from "redux-saga/effects";
import type { Transaction, TransactionPage } from "../../api/entities.ts";
import { toRequestError } from "../../api/request-error.ts";
import { coreApi } from "../../store/core-api.ts";
import type { RootState } from "../../store/root-reducer.ts";
import { fetchQuery, holdQuery, runMutation } from "../../store/query-effects.ts";
import { safely } from "../../utils/safely.ts";
import { realtimeEventActions } from "../realtime/index.ts";
import {
  PENDING_DEPOSITS_RESYNC_LIMIT,
  pendingDepositsQuery,
  pendingDepositsUpdated,
  transactionUpdated,
  walletsApi,
} from "./api.ts";
import {
  selectPendingDeposits,
  selectPendingDepositsPage,
  selectWithdrawalTransaction,
} from "./selectors.ts";
import { FINAL_WITHDRAWAL_STATUSES, walletsActions } from "./slice.ts";
import { toastActions } from "../toasts/index.ts";

/** Message key of the toast that announces a credited deposit. */
export const DEPOSIT_RECEIVED_MESSAGE = "deposit_received";

/** Balance-change reasons that mean a withdrawal moved. */
const WITHDRAWAL_REASONS = ["withdrawal", "withdrawal_released"];

/** The withdrawal the dialog follows while it can still change, or null. */
export const selectOpenWithdrawal = (state: RootState): Transaction | null => {
  const result = selectWithdrawalTransaction(state);
  return result && !FINAL_WITHDRAWAL_STATUSES.includes(result.status) ? result : null;
};

/** The id of the withdrawal the dialog follows unless its cached status is final, or null. */
const selectOpenWithdrawalId = (state: RootState): number | null => {
  const id = state.wallets.withdrawal.id;
  if (id === null) return null;
  const cached = selectWithdrawalTransaction(state);
  return cached && FINAL_WITHDRAWAL_STATUSES.includes(cached.status) ? null : id;
};

/**
 * A withdrawal moved (realtime `wallet_balance` with a withdrawal reason, or a `withdrawal`
 * notification): the followed withdrawal is read again into its cache entry so its status is current. The realtime
 * events carry no withdrawal status themselves. Failures keep the last known status.
 */
export function* refreshWithdrawalWorker(): SagaIterator {
  const id: number | null = yield select(selectOpenWithdrawalId);
  if (id === null) return;
  try {
    const transaction: Transaction = yield call(fetchQuery, walletsApi.endpoints.transaction, id);
    yield put(transactionUpdated(transaction));
    yield call(holdQuery, walletsApi.endpoints.transaction, id);
  } catch {
    // The next event or the transaction history shows the status.
  }
}

export { PENDING_DEPOSITS_RESYNC_LIMIT, pendingDepositsQuery };

/**
 * Rewrites the cached pending deposits with `recipe` (an empty page when none is cached yet) and
 * keeps the entry for the session; then the money queries are stale. The entry is held before the
 * invalidation (an unsubscribed entry would be dropped by it; a held one is read again).
 */
function* patchPendingDeposits(recipe: (list: Transaction[]) => Transaction[]): SagaIterator {
  const page: TransactionPage | undefined = yield select(selectPendingDepositsPage);
  const base: TransactionPage = page ?? {
    data: [],
    current_page: 1,
    per_page: PENDING_DEPOSITS_RESYNC_LIMIT,
    total: 0,
    last_page: 1,
  };
  const data = recipe(base.data);
  yield put(
    pendingDepositsUpdated({ ...base, data, total: base.total + data.length - base.data.length }),
  );
  yield call(holdQuery, coreApi.endpoints.transactions, pendingDepositsQuery);
  yield call(invalidateMoneyQueriesWorker);
}

/** Realtime `player_pending_deposit`: the deposit heads the pending list (replacing its older state). */
export function* pendingDepositSeenWorker(
  action: ReturnType<typeof realtimeEventActions.player_pending_deposit>,
): SagaIterator {
  const { transaction } = action.payload;
  yield call(patchPendingDeposits, (list) => [
    transaction,
    ...list.filter((t) => t.id !== transaction.id),
  ]);
}

/**
 * A credited deposit is announced with a toast, once: the live event and the resync after a
 * reconnect may both report it.
 */
export function* announceDepositWorker(id: number): SagaIterator {
  const announced: number[] = yield select((state: RootState) => state.wallets.announcedDeposits);
  if (announced.includes(id)) return;
  yield put(walletsActions.depositAnnounced(id));
  yield put(toastActions.queued({ kind: "success", message: DEPOSIT_RECEIVED_MESSAGE }));
}

/** Realtime `player_deposit`: the credited deposit leaves the pending list and is announced. */
export function* depositReceivedWorker(
  action: ReturnType<typeof realtimeEventActions.player_deposit>,
): SagaIterator {
  const { id } = action.payload.transaction;
  yield call(patchPendingDeposits, (list) => list.filter((t) => t.id !== id));
  yield call(announceDepositWorker, id);
}

/**
 * Replaces the cached pending deposits with the server's list (the realtime events keep it current only
 * while the player channel is subscribed). A deposit that left the list was confirmed or failed
 * while the events did not arrive: each is read, and a confirmed one is announced as the live
 * event would have. A failure keeps the list: the next event or resync corrects it.
 */
export function* resyncPendingDepositsWorker(): SagaIterator {
  const before: Transaction[] = yield select(selectPendingDeposits);
  let page: TransactionPage;
  try {
    page = yield call(fetchQuery, coreApi.endpoints.transactions, pendingDepositsQuery);
  } catch {
    return; // Keeps the last known list.
  }
  yield put(pendingDepositsUpdated(page));
  yield call(holdQuery, coreApi.endpoints.transactions, pendingDepositsQuery);
  const left = before
    .filter((deposit) => !page.data.some((now) => now.id === deposit.id))
    .slice(0, PENDING_DEPOSITS_RESYNC_LIMIT);
  for (const deposit of left) {
    try {
      const now: Transaction = yield call(fetchQuery, walletsApi.endpoints.transaction, deposit.id);
      if (now.status === "confirmed") yield call(announceDepositWorker, now.id);
    } catch {
      // The transaction history shows what became of it.
    }
  }
}

/** `wallets/withdrawalCancelRequested`: only a pending withdrawal can be cancelled; the hold is released. */
export function* cancelWithdrawalWorker(
  action: ReturnType<typeof walletsActions.withdrawalCancelRequested>,
): SagaIterator {
  try {
    const transaction: Transaction = yield call(
      runMutation,
      walletsApi.endpoints.cancelWithdrawal,
      action.payload.id,
    );
    yield put(transactionUpdated(transaction));
    yield call(holdQuery, walletsApi.endpoints.transaction, transaction.id);
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
  yield takeEvery(
    realtimeEventActions.player_pending_deposit.type,
    safely(pendingDepositSeenWorker),
  );
  yield takeEvery(realtimeEventActions.player_deposit.type, safely(depositReceivedWorker));
  yield takeLatest(
    (action: { type: string }) => isWithdrawalBalance(action) || isWithdrawalNotice(action),
    safely(refreshWithdrawalWorker),
  );
  yield takeEvery(
    // The deposit events invalidate them once the pending list is patched (patchPendingDeposits).
    (action: { type: string }) => isWithdrawalBalance(action),
    safely(invalidateMoneyQueriesWorker),
  );
}
