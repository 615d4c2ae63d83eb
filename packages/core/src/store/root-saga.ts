import type { SagaIterator, Task } from "redux-saga";
import { call, cancel, cancelled, join, spawn } from "redux-saga/effects";
import { bonusesSaga } from "../features/bonuses/saga.ts";
import { currenciesSaga } from "../features/currencies/saga.ts";
import { notificationsSaga } from "../features/notifications/saga.ts";
import { realtimeSaga } from "../features/realtime/saga.ts";
import { realtimeWiring } from "./realtime-wiring.ts";
import { sessionSaga } from "../features/session/saga.ts";
import { playerDataSaga } from "../features/player-data/saga.ts";
import { settingsSaga } from "../features/settings/saga.ts";
import { userSaga } from "../features/user/saga.ts";
import { vipSaga } from "../features/vip/saga.ts";
import { walletsSaga } from "../features/wallets/saga.ts";
import { walletTransactionsSaga } from "../features/wallets/transactions-saga.ts";
import { safely } from "../utils/safely.ts";
import { gamesSaga } from "../features/games/saga.ts";
import { competitionsSaga } from "../features/tournaments/saga.ts";
import { supportSaga } from "../features/support/saga.ts";
import { minesSaga } from "../features/originals/mines-saga.ts";
import { playSaga } from "../features/originals/play-saga.ts";
import { revealHoldSaga } from "../features/originals/reveal-hold.ts";
import { buildCheckSaga } from "../features/build-check/build-check-saga.ts";
import { languageSaga } from "../features/language/language-saga.ts";
import { miniAppChromeSaga, startParamSaga } from "../features/mini-app/mini-app-saga.ts";
import { navigationSaga } from "../features/navigation/navigation-saga.ts";
import { reachabilitySaga } from "../features/reachability/reachability-saga.ts";
import { bootstrapSaga } from "../features/startup/bootstrap-saga.ts";

/** The realtime transport, wired to the features. */
function* realtime(): SagaIterator {
  yield call(realtimeSaga, realtimeWiring);
}

/** Feature sagas, each spawned on its own so that one failing cannot cancel the others. */
export const featureSagas = [
  sessionSaga,
  playerDataSaga,
  userSaga,
  languageSaga,
  navigationSaga,
  settingsSaga,
  currenciesSaga,
  walletsSaga,
  walletTransactionsSaga,
  notificationsSaga,
  bonusesSaga,
  vipSaga,
  realtime,
  buildCheckSaga,
  miniAppChromeSaga,
  startParamSaga,
  reachabilitySaga,
  gamesSaga,
  competitionsSaga,
  supportSaga,
  playSaga,
  minesSaga,
  revealHoldSaga,
] as const;

/**
 * The root saga: spawns every feature saga (detached, so that one failing cannot cancel the
 * others), runs the start-up sequence, then lives as long as they do. Cancelling it
 * (`store.close()`) cancels every feature saga: the realtime connection closes, watchers stop.
 */
export function* rootSaga(): SagaIterator {
  const tasks: Task[] = [];
  try {
    for (const saga of featureSagas) tasks.push((yield spawn(safely(saga))) as Task);
    yield call(safely(bootstrapSaga));
    yield join(tasks);
  } finally {
    if ((yield cancelled()) as boolean) yield cancel(tasks);
  }
}
