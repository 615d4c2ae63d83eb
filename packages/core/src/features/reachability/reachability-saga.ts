import type { SagaIterator } from "redux-saga";
import { call, put, takeLeading } from "redux-saga/effects";
import { toRequestError } from "../../api/request-error.ts";
import { getPlatform } from "../../utils/context.ts";
import { runMutation } from "../../store/query-effects.ts";
import { reachabilityApi } from "./api.ts";
import { reachabilityActions } from "./slice.ts";

/** Whether a failed request got no response at all (network error, CORS refusal, timeout). */
export function isUnreachable(error: unknown): boolean {
  const failure = toRequestError(error);
  return failure.status === 0 && (failure.code === "network_error" || failure.code === "timeout");
}

/**
 * `reachability/retryRequested`: asks the API again (the start's cheap public request); once it answers
 * the page reloads, so every first load runs again from a clean start. Still no answer: unreachable.
 */
export function* retryApiWorker(): SagaIterator {
  const platform = yield* getPlatform();
  try {
    yield call(runMutation, reachabilityApi.endpoints.probeRedirectRules, undefined);
  } catch (error) {
    if (isUnreachable(error)) {
      yield put(reachabilityActions.unreachable());
      return;
    }
  }
  yield put(reachabilityActions.reachable());
  platform.navigation.reload();
}

/** Watches the player's retries while the API is unreachable. */
export function* reachabilitySaga(): SagaIterator {
  yield takeLeading(reachabilityActions.retryRequested.type, retryApiWorker);
}
