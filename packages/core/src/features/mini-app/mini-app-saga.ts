import type { SagaIterator, EventChannel } from "redux-saga";
import { eventChannel } from "redux-saga";
import { call, delay, fork, put, select, take, takeLatest } from "redux-saga/effects";
import {
  isNewLaunch,
  miniAppChrome,
  parseStartParam,
  START_PARAM_DELAY_MS,
} from "../../navigation/deep-link.ts";
import type { DeepLink } from "../../navigation/types.ts";
import { href, routes } from "../../navigation/route-table.ts";
import { cookieMaxAge, cookieNames, sessionKeys } from "../../platform/cookies.ts";
import type { TelegramPort } from "../../platform/ports.ts";
import { getPlatform } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import { selectAuthPending, selectIsLoggedIn, sessionActions } from "../session/index.ts";
import { walletsActions } from "../wallets/index.ts";
import { bonusesActions } from "../bonuses/index.ts";

/** Performs one deep-link action of the start parameter (rule 9). */
export function* handleDeepLink(link: DeepLink): SagaIterator {
  const platform = yield* getPlatform();
  const loggedIn: boolean = yield select(selectIsLoggedIn);
  switch (link.action) {
    case "open-deposit":
      yield put(
        loggedIn
          ? walletsActions.dialogOpened({ tab: "deposit" })
          : sessionActions.authDialogOpened({ tab: "login" }),
      );
      break;
    case "open-bonus":
      yield put(
        loggedIn
          ? bonusesActions.dialogOpened()
          : sessionActions.authDialogOpened({ tab: "login" }),
      );
      break;
    case "txtbonuscode":
      platform.storage.set(cookieNames.bonusCode, link.code, { maxAge: cookieMaxAge.bonusCode });
      yield put(bonusesActions.codeStored());
      break;
    case "ref":
      // Stored at start, before the Telegram sign-in (storeAttribution): nothing more to do.
      break;
    case "open-auth":
      if (!loggedIn) yield put(sessionActions.authDialogOpened({ tab: link.tab }));
      break;
    case "open-game":
      platform.navigation.push(href(routes.playGame, { id: link.gameId }));
      break;
    case "open-page":
      platform.navigation.push(link.path);
      break;
  }
}

/** Rule 9: about 500 ms after mount or login, a start parameter of a new launch is handled once. */
export function* startParamWorker(): SagaIterator {
  const platform = yield* getPlatform();
  const telegram = platform.telegram;
  if (!telegram) return;
  yield delay(START_PARAM_DELAY_MS);
  // A sign-in still running (the mini app's Telegram login at start): wait for it. After a success
  // the login watcher handles the start parameter for the signed-in player; after a failure, this.
  const signingIn: boolean = yield select(selectAuthPending);
  if (signingIn) {
    const outcome: { type: string } = yield take([
      sessionActions.loginSucceeded.type,
      sessionActions.authFailed.type,
    ]);
    if (outcome.type === sessionActions.loginSucceeded.type) return;
  }
  const authDate = telegram.authDate();
  if (!isNewLaunch(authDate, platform.storage.session.get(sessionKeys.authDate))) return;
  const raw = telegram.startParam();
  if (!raw) return;
  platform.storage.session.set(sessionKeys.authDate, String(authDate));
  const parsed = parseStartParam(raw);
  if (!parsed.ok) {
    platform.logger.warn(parsed.reason);
    return;
  }
  yield call(handleDeepLink, parsed.link);
}

function backButtonChannel(telegram: TelegramPort): EventChannel<true> {
  return eventChannel<true>((emit) => telegram.backButton.onClick(() => emit(true)));
}

/** Rule 10: closing confirmation, full screen on android/ios, back button goes back. */
export function* miniAppChromeSaga(): SagaIterator {
  const platform = yield* getPlatform();
  const telegram = platform.telegram;
  if (!telegram) return;
  const chrome = miniAppChrome({
    pathname: platform.navigation.location().pathname,
    canGoBack: false,
    platform: telegram.platform(),
  });
  if (chrome.closingConfirmation) telegram.enableClosingConfirmation();
  if (chrome.fullscreen) telegram.requestFullscreen();
  const clicks: EventChannel<true> = yield call(backButtonChannel, telegram);
  try {
    for (;;) {
      yield take(clicks);
      platform.navigation.back?.();
    }
  } finally {
    clicks.close();
  }
}

/** Mini-app watchers: start parameter after mount and after each login. */
export function* startParamSaga(): SagaIterator {
  yield fork(safely(startParamWorker));
  yield takeLatest(sessionActions.loginSucceeded.type, safely(startParamWorker));
}
