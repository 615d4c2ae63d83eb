import type { SagaIterator } from "redux-saga";
import { call, put, takeEvery } from "redux-saga/effects";
import type { GeneralSettings } from "../../api/entities.ts";
import { coreApi } from "../../store/core-api.ts";
import { loadQuery } from "../../store/query-effects.ts";
import { getPlatform } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import { notificationsApi } from "../notifications/index.ts";
import { realtimeEventActions } from "../realtime/index.ts";

/** Patches the cached general settings in place (no request; a no-op when none are cached). */
const patchSettings = (recipe: (settings: GeneralSettings) => void) =>
  coreApi.util.updateQueryData("generalSettings", undefined, recipe);

/** Challenge, tournament and inbox counts into the cache; a failure is ignored (logged). */
export function* loadGeneralSettings(): SagaIterator {
  try {
    yield call(loadQuery, coreApi.endpoints.generalSettings, undefined);
  } catch (error) {
    (yield* getPlatform()).logger.debug("general settings fetch failed (ignored)", error);
  }
}

/** Realtime `new_notification` carries the new inbox count. */
export function* notificationCountWorker(
  action: ReturnType<typeof realtimeEventActions.new_notification>,
): SagaIterator {
  const { inbox_count } = action.payload;
  yield put(
    patchSettings((settings) => {
      settings.inbox_count = inbox_count;
    }),
  );
}

/** Realtime `player_new_challenge` / `player_new_tournament`: one more live. */
export function* liveCountWorker(action: { type: string }): SagaIterator {
  const challenge = action.type === realtimeEventActions.player_new_challenge.type;
  yield put(
    patchSettings((settings) => {
      if (challenge) settings.challenge_count += 1;
      else settings.tournament_count += 1;
    }),
  );
}

/** Read-all answers the new inbox count. */
export function* allReadWorker(action: { payload: { inbox_count: number } }): SagaIterator {
  const { inbox_count } = action.payload;
  yield put(
    patchSettings((settings) => {
      settings.inbox_count = inbox_count;
    }),
  );
}

/** Keeps the cached counts in step with the realtime events and the inbox mutations. */
export function* settingsSaga(): SagaIterator {
  yield takeEvery(realtimeEventActions.new_notification.type, safely(notificationCountWorker));
  yield takeEvery(
    [
      realtimeEventActions.player_new_challenge.type,
      realtimeEventActions.player_new_tournament.type,
    ],
    safely(liveCountWorker),
  );
  yield takeEvery(
    notificationsApi.endpoints.markAllNotificationsRead.matchFulfilled,
    safely(allReadWorker),
  );
  // A single read answers the notification only: the count is read again.
  yield takeEvery(
    notificationsApi.endpoints.markNotificationRead.matchFulfilled,
    safely(loadGeneralSettings),
  );
}
