import type { SagaIterator } from "redux-saga";
import { put, takeEvery } from "redux-saga/effects";
import { coreApi } from "../../store/core-api.ts";
import { safely } from "../../utils/safely.ts";
import { realtimeEventActions } from "../realtime/index.ts";

/** A notification arrived (realtime `new_notification`): cached inbox pages are refetched. */
export function* notificationArrivedWorker(): SagaIterator {
  yield put(coreApi.util.invalidateTags(["Notifications"]));
}

/** Keeps the cached inbox pages in step with realtime `new_notification`. */
export function* notificationsSaga(): SagaIterator {
  yield takeEvery(realtimeEventActions.new_notification.type, safely(notificationArrivedWorker));
}
