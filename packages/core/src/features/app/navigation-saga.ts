import type { SagaIterator } from "redux-saga";
import { call, put, select, takeLatest } from "redux-saga/effects";
import type { CountryBlock } from "../../api/entities.ts";
import { evaluateNavigation } from "../../navigation/rules.ts";
import type { NavigationDecision, NavigationState } from "../../navigation/types.ts";
import { miniAppChrome } from "../../navigation/deep-link.ts";
import { cookieMaxAge, cookieNames } from "../../platform/cookies.ts";
import type { Platform } from "../../platform/ports.ts";
import type { RootState } from "../../store/root-reducer.ts";
import { getApi, getPlatform } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import { clearSessionStorage } from "../session/logout-saga.ts";
import { sessionActions } from "../session/slice.ts";
import { requestCountryBlock } from "./requests.ts";
import { appActions } from "./slice.ts";

/** What the navigation rules read, from the store and the platform. */
export function navigationStateOf(state: RootState, platform: Platform): NavigationState {
  return {
    loggedIn: state.session.token !== null || state.user.data !== null,
    loginType: platform.config.loginType,
    countryBlocked: state.app.countryBlocked,
    hasLaunchData: Boolean(platform.telegram?.initDataRaw()),
    externalUrl: platform.config.externalUrl,
    redirects: state.app.redirects,
  };
}

/** Performs one decision of the navigation rules through the ports. */
export function* applyDecision(decision: NavigationDecision): SagaIterator {
  const platform = yield* getPlatform();
  switch (decision.type) {
    case "replace":
      if (decision.clearToken) {
        clearSessionStorage(platform.storage);
        yield put(sessionActions.tokenRevokedByCountryBlock());
      }
      platform.navigation.replace(decision.path);
      break;
    case "external":
      platform.navigation.assign(decision.url);
      break;
    case "storeBonusCode":
      platform.storage.set(cookieNames.bonusCode, decision.code, {
        maxAge: cookieMaxAge.bonusCode,
      });
      platform.navigation.replace(decision.path);
      break;
    case "openAuth":
      yield put(
        sessionActions.authDialogOpened(
          decision.afterLoginPath
            ? { tab: decision.tab, afterLoginPath: decision.afterLoginPath }
            : { tab: decision.tab },
        ),
      );
      break;
    case "savePreviousRoute":
      platform.storage.set(cookieNames.previousRoute, decision.path, {
        maxAge: cookieMaxAge.previousRoute,
      });
      break;
    case "none":
      break;
  }
}

/**
 * `app/locationChanged` (the shell reports every navigation): a published build reloads the page;
 * the country is checked (failures ignored), then rules 1-8 run and their decisions are applied;
 * in the mini app the back button follows rule 10.
 */
export function* locationChangedWorker(
  action: ReturnType<typeof appActions.locationChanged>,
): SagaIterator {
  const platform = yield* getPlatform();
  const updateAvailable: boolean = yield select((state: RootState) => state.app.updateAvailable);
  if (updateAvailable) {
    platform.navigation.reload();
    return;
  }
  const api = yield* getApi();
  try {
    const result: CountryBlock = yield call(requestCountryBlock, api);
    yield put(appActions.countryChecked({ blocked: result.is_blocked }));
  } catch (error) {
    platform.logger.debug("country check failed", error);
  }
  const state: RootState = yield select();
  for (const decision of evaluateNavigation(navigationStateOf(state, platform), action.payload)) {
    yield call(applyDecision, decision);
  }
  if (platform.telegram) {
    const chrome = miniAppChrome({
      pathname: platform.navigation.location().pathname,
      canGoBack: platform.navigation.canGoBack?.() ?? false,
      platform: platform.telegram.platform(),
    });
    if (chrome.backButtonVisible) platform.telegram.backButton.show();
    else platform.telegram.backButton.hide();
  }
}

/** Navigation watcher. */
export function* navigationSaga(): SagaIterator {
  yield takeLatest(appActions.locationChanged.type, safely(locationChangedWorker));
}
