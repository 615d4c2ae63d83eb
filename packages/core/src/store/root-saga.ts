import type { SagaIterator } from "redux-saga";
import { call, spawn } from "redux-saga/effects";
import { bootstrapSaga } from "../features/app/bootstrap-saga";
import { buildCheckSaga } from "../features/app/build-check-saga";
import { languageSaga } from "../features/app/language-saga";
import { miniAppChromeSaga, startParamSaga } from "../features/app/mini-app-saga";
import { navigationSaga } from "../features/app/navigation-saga";
import { currenciesSaga } from "../features/currencies/saga";
import { notificationsSaga } from "../features/notifications/saga";
import { realtimeSaga } from "../features/realtime/saga";
import { sessionSaga } from "../features/session/saga";
import { settingsSaga } from "../features/settings/saga";
import { userSaga } from "../features/user/saga";
import { walletsSaga } from "../features/wallets/saga";
import { safely } from "../utils/safely";

/** Feature sagas, each spawned on its own so that one failing cannot cancel the others. */
export const featureSagas = [
  sessionSaga,
  userSaga,
  languageSaga,
  navigationSaga,
  settingsSaga,
  currenciesSaga,
  walletsSaga,
  notificationsSaga,
  realtimeSaga,
  buildCheckSaga,
  miniAppChromeSaga,
  startParamSaga,
] as const;

/** The root saga: spawns every feature saga, then runs the start-up sequence. */
export function* rootSaga(): SagaIterator {
  for (const saga of featureSagas) yield spawn(safely(saga));
  yield call(safely(bootstrapSaga));
}
