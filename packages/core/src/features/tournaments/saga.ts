import type { SagaIterator } from "redux-saga";
import { put, takeEvery } from "redux-saga/effects";
import { coreApi } from "../../store/core-api.ts";
import { safely } from "../../utils/safely.ts";
import { realtimeEventActions } from "../realtime/index.ts";

/**
 * `player_new_challenge`: the cached challenge lists are read again (the new one goes live), in
 * the interface language; the pushed challenge itself (in the account language) is not shown.
 */
export function* newChallengeWorker(): SagaIterator {
  yield put(coreApi.util.invalidateTags(["Challenges"]));
}

/** `player_new_tournament`: the cached tournament lists are read again. */
export function* newTournamentWorker(): SagaIterator {
  yield put(coreApi.util.invalidateTags(["Tournaments"]));
}

/**
 * `new_notification`: a completed challenge or a finished tournament tells its winner through
 * the inbox, so the player's prizes and completed challenges are read again (only where cached
 * and watched; the server publishes no leaderboard event, the screens poll it while visible).
 */
export function* prizeNoticeWorker(
  action: ReturnType<typeof realtimeEventActions.new_notification>,
): SagaIterator {
  const type = action.payload.notification?.type;
  if (type === "challenge" || type === "tournament")
    yield put(coreApi.util.invalidateTags(["Prizes", "Challenges", "Tournaments"]));
}

/** Keeps the cached challenges, tournaments and prizes in step with the realtime events. */
export function* competitionsSaga(): SagaIterator {
  yield takeEvery(realtimeEventActions.player_new_challenge.type, safely(newChallengeWorker));
  yield takeEvery(realtimeEventActions.player_new_tournament.type, safely(newTournamentWorker));
  yield takeEvery(realtimeEventActions.new_notification.type, safely(prizeNoticeWorker));
}
