import type { SagaIterator } from "redux-saga";
import { call, put, takeLatest } from "redux-saga/effects";
import type { CoreApiClient, GeneralSettings } from "../../api/entities.ts";
import { getApi, getPlatform } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import { settingsActions } from "./slice.ts";

/** GET /api/settings/general */
export const requestGeneralSettings = (api: CoreApiClient) => api.get("/api/settings/general");

/** `settings/loadRequested`: challenge, tournament and inbox counts; failures are ignored (spec section 8). */
export function* loadSettingsWorker(): SagaIterator {
  const api = yield* getApi();
  try {
    const settings: GeneralSettings = yield call(requestGeneralSettings, api);
    yield put(settingsActions.loaded(settings));
  } catch (error) {
    const platform = yield* getPlatform();
    platform.logger.debug("general settings fetch failed (ignored)", error);
  }
}

/** Settings watcher. */
export function* settingsSaga(): SagaIterator {
  yield takeLatest(settingsActions.loadRequested.type, safely(loadSettingsWorker));
}
