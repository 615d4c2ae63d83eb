import type { SagaIterator } from "redux-saga";
import { takeEvery, takeLatest, takeLeading } from "redux-saga/effects";
import { safely } from "../../utils/safely.ts";
import {
  loginSucceededWorker,
  loginWorker,
  registerWorker,
  socialEmailUpdateWorker,
  socialLoginWorker,
  telegramLoginWorker,
  twoFactorChallengeWorker,
} from "./login-saga.ts";
import { logoutWorker, unauthorizedWorker } from "./logout-saga.ts";
import { sessionActions } from "./slice.ts";
import { refreshSignUpPrefill } from "./attribution.ts";

/** Session watchers: login, two-factor challenge, register, social, update e-mail, Telegram, logout, 401. */
export function* sessionSaga(): SagaIterator {
  yield takeLeading(sessionActions.loginSubmitted.type, safely(loginWorker));
  yield takeLeading(
    sessionActions.twoFactorChallengeSubmitted.type,
    safely(twoFactorChallengeWorker),
  );
  yield takeLeading(sessionActions.registerSubmitted.type, safely(registerWorker));
  yield takeLatest(
    [sessionActions.authDialogOpened.type, sessionActions.authTabChanged.type],
    safely(refreshSignUpPrefill),
  );
  yield takeLeading(sessionActions.socialLoginSubmitted.type, safely(socialLoginWorker));
  yield takeLeading(
    sessionActions.socialEmailUpdateSubmitted.type,
    safely(socialEmailUpdateWorker),
  );
  yield takeLeading(sessionActions.telegramLoginSubmitted.type, safely(telegramLoginWorker));
  yield takeEvery(sessionActions.loginSucceeded.type, safely(loginSucceededWorker));
  yield takeLeading(sessionActions.logoutRequested.type, safely(logoutWorker));
  yield takeLatest(sessionActions.unauthorized.type, safely(unauthorizedWorker));
}
