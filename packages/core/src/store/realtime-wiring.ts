import type { SagaIterator } from "redux-saga";
import { call, take } from "redux-saga/effects";
import type { RealtimeWiring } from "../features/realtime/saga.ts";
import { selectToken } from "../features/session/selectors.ts";
import { refetchPlayerData } from "../features/player-data/saga.ts";
import { sessionActions, sessionEnded } from "../features/session/slice.ts";
import { selectUser } from "../features/user/selectors.ts";
import {
  refreshWithdrawalWorker,
  resyncPendingDepositsWorker,
} from "../features/wallets/transactions-saga.ts";
import { coreApi } from "./core-api.ts";
import type { RootState } from "./root-reducer.ts";
import { untilFirstPaint } from "../features/startup/first-paint.ts";

/** The connection opens once start-up restored the session (a signed-in player connects with the token) and the shell painted its first frame (the client's code, the socket and the subscriptions wait for it). */
function* ready(): SagaIterator {
  yield take(sessionActions.restored.type);
  yield call(untilFirstPaint);
}

/**
 * How the store wires the realtime transport to the features: the session's token and player,
 * the actions that may change them, and what a (re)subscribed player channel reads again: the
 * cached player data, the pending deposits (a deposit confirmed while disconnected leaves the
 * list, one seen meanwhile appears) and the withdrawal the wallet dialog follows.
 */
export const realtimeWiring: RealtimeWiring = {
  ready,
  credentials: (state: RootState) => {
    const token = selectToken(state);
    const user = selectUser(state);
    return { token, playerId: token && user ? user.id : null };
  },
  credentialChanges: [
    sessionActions.restored.type,
    sessionActions.loginSucceeded.type,
    sessionEnded,
    coreApi.endpoints.userInformation.matchFulfilled,
    // A player written into the cache without a request (a test's or a restored cache's).
    coreApi.util.upsertQueryEntries([]).type,
    coreApi.util.resetApiState.type,
  ],
  resync: [refetchPlayerData, resyncPendingDepositsWorker, refreshWithdrawalWorker],
};
