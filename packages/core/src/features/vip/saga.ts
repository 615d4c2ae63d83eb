import type { SagaIterator } from "redux-saga";
import { put, takeEvery } from "redux-saga/effects";
import { coreApi } from "../../store/core-api.ts";
import { safely } from "../../utils/safely.ts";
import { realtimeEventActions } from "../realtime/events.ts";
import { vipApi } from "./api.ts";

/**
 * `level_progress`: the cached level information takes the event's progress (no request; a
 * no-op when nothing is cached) and the cached star information is read again.
 */
export function* levelProgressWorker(
  action: ReturnType<typeof realtimeEventActions.level_progress>,
): SagaIterator {
  const { progress } = action.payload;
  yield put(vipApi.util.updateQueryData("getUserLevelInformation", undefined, () => progress));
  yield put(coreApi.util.invalidateTags(["VipStars"]));
}

/** Keeps the cached VIP queries in step with realtime `level_progress`. */
export function* vipSaga(): SagaIterator {
  yield takeEvery(realtimeEventActions.level_progress.type, safely(levelProgressWorker));
}
