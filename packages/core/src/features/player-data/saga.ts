import type { SagaIterator } from "redux-saga";
import { call, fork, put, takeEvery } from "redux-saga/effects";
import { coreApi } from "../../store/core-api.ts";
import { forgetHeldQueries, loadQuery } from "../../store/query-effects.ts";
import { getPlatform } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import { loadCurrencies } from "../currencies/index.ts";
import { loadGeneralSettings } from "../settings/index.ts";
import { siteApi } from "../site/index.ts";
import { userActions } from "../user/index.ts";
import { loadWallets, loadWalletSettings } from "../wallets/index.ts";
import { sessionActions, sessionEnded } from "../session/index.ts";
import { isUnreachable, reachabilityActions } from "../reachability/index.ts";

/**
 * Server-driven redirects of rule 6 into the cache; a failure leaves none (logged). It is also the
 * start's probe of the API: no response at all marks it unreachable.
 */
export function* loadRedirectRules(): SagaIterator {
  try {
    yield call(loadQuery, siteApi.endpoints.listRedirectRules, undefined);
  } catch (error) {
    (yield* getPlatform()).logger.warn("redirect rules fetch failed", error);
    if (isUnreachable(error)) yield put(reachabilityActions.unreachable());
  }
}

/** What every visitor needs, signed in or not: coins, rates and the redirect rules. */
export function* loadReferenceData(): SagaIterator {
  yield fork(loadCurrencies);
  yield fork(loadRedirectRules);
}

/**
 * The signed-in player's counts and money into the cache: general settings, wallets and their
 * display settings (which wallets the list shows).
 */
export function* loadPlayerData(): SagaIterator {
  yield fork(loadGeneralSettings);
  yield fork(loadWallets);
  yield fork(loadWalletSettings);
}

/**
 * The session ended (logout, 401, country block, another Telegram user): the whole cache is reset,
 * so that no data of the previous player survives, then the public reference data is loaded again.
 */
export function* signedOutWorker(): SagaIterator {
  yield put(coreApi.util.resetApiState());
  yield call(forgetHeldQueries);
  yield call(loadReferenceData);
}

/**
 * The cached data that the player channel keeps current and that can change on the server while
 * the client is not listening: balances, counts and settings, bonus lists, cashback, the inbox,
 * the deposit and withdrawal history, challenges, tournaments, prizes, VIP stars and support.
 */
export const PLAYER_DATA_TAGS = [
  "Wallets",
  "GeneralSettings",
  "Bonuses",
  "Cashback",
  "Notifications",
  "Transactions",
  "Challenges",
  "Tournaments",
  "Prizes",
  "VipStars",
  "SupportConversations",
  "SupportUnread",
] as const;

/**
 * Refetches the cached data that the player channel keeps current ({@link PLAYER_DATA_TAGS}):
 * when the player channel is (re)subscribed, since events published before that were never
 * delivered. Only cached queries are read again.
 */
export function* refetchPlayerData(): SagaIterator {
  yield put(coreApi.util.invalidateTags([...PLAYER_DATA_TAGS]));
}

/** Session data watcher. */
/**
 * `session/loginSucceeded`: the player's user record, then the general settings, the wallets and
 * their settings (the session's own worker stores the token and follows the after-login path).
 */
export function* signedInWorker(): SagaIterator {
  yield put(userActions.fetchRequested());
  yield call(loadPlayerData);
}

export function* playerDataSaga(): SagaIterator {
  yield takeEvery(sessionActions.loginSucceeded, safely(signedInWorker));
  yield takeEvery(sessionEnded, safely(signedOutWorker));
}
