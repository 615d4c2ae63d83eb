import type { SagaIterator } from "redux-saga";
import { call, put, select, take, takeLatest } from "redux-saga/effects";
import type { CountryBlock } from "../../api/entities.ts";
import { evaluateNavigation } from "../../navigation/rules.ts";
import type { NavigationDecision, NavigationState } from "../../navigation/types.ts";
import { miniAppChrome } from "../../navigation/deep-link.ts";
import { cookieMaxAge, cookieNames } from "../../platform/cookies.ts";
import type { AppLocation, Platform } from "../../platform/ports.ts";
import type { RootState } from "../../store/root-reducer.ts";
import { getPlatform } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import { clearSessionStorage, selectIsLoggedIn, sessionActions } from "../session/index.ts";
import { siteApi } from "../site/index.ts";
import { bonusesActions } from "../bonuses/index.ts";
import { navigationApi } from "./api.ts";
import { runMutation } from "../../store/query-effects.ts";
import { navigationActions, selectRedirects } from "./slice.ts";

/** What the navigation rules read, from the store and the platform. */
export function navigationStateOf(
  state: RootState,
  platform: Platform,
  sessionEnded = false,
): NavigationState {
  return {
    sessionEnded,
    loggedIn: selectIsLoggedIn(state),
    shellKind: platform.config.shellKind,
    countryBlocked: state.navigation.countryBlocked,
    hasLaunchData: Boolean(platform.telegram?.initDataRaw()),
    externalUrl: platform.config.externalUrl,
    redirects: selectRedirects(state),
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
      yield put(bonusesActions.codeStored());
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
 * `navigation/locationChanged` (the shell reports every navigation): a published build reloads the page;
 * the country is checked (failures ignored), then rules 1-8 run and their decisions are applied;
 * in the mini app the back button follows rule 10.
 */
export function* locationChangedWorker(
  action: ReturnType<typeof navigationActions.locationChanged>,
): SagaIterator {
  const platform = yield* getPlatform();
  const updateAvailable: boolean = yield select(
    (state: RootState) => state.buildCheck.updateAvailable,
  );
  if (updateAvailable) {
    platform.navigation.reload();
    return;
  }
  try {
    const result: CountryBlock = yield call(
      runMutation,
      navigationApi.endpoints.countryBlock,
      undefined,
    );
    yield put(navigationActions.countryChecked({ blocked: result.is_blocked }));
  } catch (error) {
    platform.logger.debug("country check failed", error);
  }
  yield call(applyRules, action.payload);
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

/**
 * Runs rules 1-8 on `location` with the current state and applies their decisions
 * (`sessionEnded`: they run because the session just ended).
 */
export function* applyRules(location: AppLocation, sessionEnded = false): SagaIterator {
  const platform = yield* getPlatform();
  const state: RootState = yield select();
  const navigation = navigationStateOf(state, platform, sessionEnded);
  for (const decision of evaluateNavigation(navigation, location)) {
    yield call(applyDecision, decision);
  }
}

/**
 * What else the rules read: the signed-in state (rules 4, 7, 8) and the redirect rules (rule 6).
 * A 401 is not one: the unauthorized flow leaves the page itself, with the page as `backToUrl`
 * (running the rules first would move an auth-only page to the lobby and lose it).
 */
export const ruleInputChanges = [
  sessionActions.loginSucceeded.type,
  sessionActions.loggedOut.type,
  siteApi.endpoints.listRedirectRules.matchFulfilled,
];

/**
 * The visitor signed in or out, or the redirect rules arrived: rules 1-8 run again on the current
 * location, with the country status already known (no new country check).
 */
export function* ruleInputsChangedWorker(action: { type: string }): SagaIterator {
  const platform = yield* getPlatform();
  const sessionEnded = action.type === sessionActions.loggedOut.type;
  yield call(applyRules, platform.navigation.location(), sessionEnded);
}

/** Navigation watchers; rule inputs are watched once the shell reported its first location. */
export function* navigationSaga(): SagaIterator {
  yield takeLatest(navigationActions.locationChanged.type, safely(locationChangedWorker));
  yield take(navigationActions.locationChanged.type);
  yield takeLatest(ruleInputChanges, safely(ruleInputsChangedWorker));
}
