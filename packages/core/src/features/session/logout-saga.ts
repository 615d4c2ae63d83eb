import type { SagaIterator } from "redux-saga";
import { call, delay, put, race, select } from "redux-saga/effects";
import { isAuthOnlyPath, routes } from "../../navigation/route-table.ts";
import { cookieNames } from "../../platform/cookies.ts";
import { getPlatform } from "../../utils/context.ts";
import { runMutation } from "../../store/query-effects.ts";
import { sessionApi } from "./api.ts";
import { selectShellKind, selectSession } from "./selectors.ts";
import { sessionActions } from "./slice.ts";

/** Logout loading hides after this long at most; also the page-reload guard. */
export const LOGOUT_LOADING_MS = 10_000;

/** Removes the values a signed-in session leaves in storage. */
export function clearSessionStorage(storage: { remove(name: string): void }): void {
  storage.remove(cookieNames.token);
  storage.remove(cookieNames.rememberWallet);
  storage.remove(cookieNames.initDataTelegram);
}

/**
 * `session/logoutRequested`: revoke the token (waiting at most 10 s), clear user, token,
 * remembered-wallet and wallet data. Outside the mini app an auth-only page goes to the lobby,
 * any other page reloads; the loading indicator hides then, or after 10 s if the reload never came.
 */
export function* logoutWorker(): SagaIterator {
  const platform = yield* getPlatform();
  yield race({ done: call(revokeQuietly), timeout: delay(LOGOUT_LOADING_MS) });
  clearSessionStorage(platform.storage);
  yield put(sessionActions.loggedOut({ reason: "logout" }));
  const shellKind: string = yield select(selectShellKind);
  if (shellKind !== "telegram") {
    if (isAuthOnlyPath(platform.navigation.location().pathname)) {
      platform.navigation.push(routes.lobby.path);
    } else {
      platform.navigation.reload();
      yield delay(LOGOUT_LOADING_MS);
    }
  }
  yield put(sessionActions.logoutLoadingHidden());
}

/** Revokes the token the client sends on the server; a failure changes nothing. */
export function* revokeQuietly(): SagaIterator {
  try {
    yield call(runMutation, sessionApi.endpoints.logout, undefined);
  } catch {
    // The token is dropped locally whatever the server says.
  }
}

/**
 * `session/unauthorized` (any call answered 401): clear the token cookie; unless already handled,
 * a full navigation to the lobby with `backToUrl` set to the current path and query (not while
 * logging out: a revoked token answering 401 there is expected).
 */
export function* unauthorizedWorker(): SagaIterator {
  const platform = yield* getPlatform();
  clearSessionStorage(platform.storage);
  const {
    unauthorizedHandled,
    logoutPending,
  }: { unauthorizedHandled: boolean; logoutPending: boolean } = yield select(selectSession);
  if (unauthorizedHandled || logoutPending) return;
  yield put(sessionActions.unauthorizedHandled());
  const { pathname, search } = platform.navigation.location();
  platform.navigation.assign(
    `${routes.lobby.path}?backToUrl=${encodeURIComponent(`${pathname}${search}`)}`,
  );
}
