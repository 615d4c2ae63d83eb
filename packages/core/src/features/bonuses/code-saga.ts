import type { SagaIterator } from "redux-saga";
import { call, put, select, takeEvery, takeLatest, takeLeading } from "redux-saga/effects";
import type { Bonus } from "../../api/entities.ts";
import { runMutation } from "../../store/query-effects.ts";
import { bonusesApi } from "./api.ts";
import { toRequestError } from "../../api/request-error.ts";
import { cookieNames } from "../../platform/cookies.ts";
import { coreApi } from "../../store/core-api.ts";
import { getPlatform } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import { refreshSignUpPrefill, selectIsLoggedIn, sessionActions } from "../session/index.ts";
import { bonusesActions } from "./slice.ts";

/** The message key of a refused code: the server's key, else the network or generic one. */
export function redeemErrorKey(error: unknown): string {
  const failure = toRequestError(error);
  if (failure.status === 0) return "network_error";
  return failure.code ?? failure.fieldErrors.code?.[0] ?? "generic_error";
}

/**
 * Rule 3's bonus code, once a player is signed in (sign-in, sign-up, a restored session, or a link
 * followed while signed in): the cookie is cleared first (so two triggers cannot redeem it twice)
 * and the code is redeemed like a typed one.
 */
export function* redeemStoredCodeWorker(): SagaIterator {
  const loggedIn: boolean = yield select(selectIsLoggedIn);
  if (!loggedIn) return;
  const platform = yield* getPlatform();
  const code = platform.storage.get(cookieNames.bonusCode)?.trim();
  if (!code) return;
  platform.storage.remove(cookieNames.bonusCode);
  yield put(bonusesActions.codeSubmitted({ code }));
}

/**
 * `bonuses/codeSubmitted`: `POST /api/bonuses/redeem`; the outcome is kept for the result dialog
 * and the bonus lists are refetched (the bonus joined the Available tab).
 */
export function* redeemCodeWorker(
  action: ReturnType<typeof bonusesActions.codeSubmitted>,
): SagaIterator {
  const { code } = action.payload;
  try {
    const bonus: Bonus = yield call(runMutation, bonusesApi.endpoints.redeemBonusCode, code);
    yield put(bonusesActions.codeRedeemed({ code, bonus }));
    yield put(coreApi.util.invalidateTags(["Bonuses"]));
  } catch (error) {
    yield put(bonusesActions.codeRejected({ code, error: redeemErrorKey(error) }));
  }
}

/**
 * Redeems the stored bonus code when a player is (or becomes) signed in, and typed codes; a stored
 * code also fills the sign-up form's voucher field (the session's prefill).
 */
export function* bonusCodeSaga(): SagaIterator {
  yield takeLeading(
    [
      sessionActions.loginSucceeded.type,
      sessionActions.restored.type,
      bonusesActions.codeStored.type,
    ],
    safely(redeemStoredCodeWorker),
  );
  yield takeEvery(bonusesActions.codeSubmitted.type, safely(redeemCodeWorker));
  yield takeLatest(bonusesActions.codeStored.type, safely(refreshSignUpPrefill));
}
