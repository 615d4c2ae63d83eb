import type { SagaIterator } from "redux-saga";
import { put, select, takeEvery } from "redux-saga/effects";
import { coreApi } from "../../store/core-api.ts";
import { safely } from "../../utils/safely.ts";
import { realtimeEventActions } from "../realtime/index.ts";
import { vipApi } from "./api.ts";

/**
 * `level_progress`: the cached level information takes the event's progress (no request; a
 * no-op when nothing is cached) and the cached star information is read again. A push's level
 * names are in the player's account language, which may not be the interface language of this
 * tab: the names stay those of the interface language, the cached ones for an unchanged level,
 * else the cached level list's, else the pushed ones.
 */
export function* levelProgressWorker(
  action: ReturnType<typeof realtimeEventActions.level_progress>,
): SagaIterator {
  const { progress } = action.payload;
  const levels: ReturnType<ReturnType<typeof vipApi.endpoints.listVipLevels.select>> = yield select(
    vipApi.endpoints.listVipLevels.select(),
  );
  const nameOf = (level: number, pushed: string) =>
    levels.data?.find((known) => known.level === level)?.name ?? pushed;
  yield put(
    vipApi.util.updateQueryData("getUserLevelInformation", undefined, (cached) => ({
      ...progress,
      name: cached.level === progress.level ? cached.name : nameOf(progress.level, progress.name),
      next_level_name:
        progress.next_level === null || progress.next_level_name === null
          ? null
          : cached.next_level === progress.next_level
            ? cached.next_level_name
            : nameOf(progress.next_level, progress.next_level_name),
    })),
  );
  yield put(coreApi.util.invalidateTags(["VipStars"]));
}

/** Keeps the cached VIP queries in step with realtime `level_progress`. */
export function* vipSaga(): SagaIterator {
  yield takeEvery(realtimeEventActions.level_progress.type, safely(levelProgressWorker));
}
