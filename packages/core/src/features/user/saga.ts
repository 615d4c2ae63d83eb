import type { SagaIterator } from "redux-saga";
import { call, delay, put, takeEvery, takeLatest, takeLeading } from "redux-saga/effects";
import type { RecoveryCodes, TwoFactorSecret, User } from "../../api/entities.ts";
import { toRequestError, type RequestError } from "../../api/request-error.ts";
import { routes } from "../../navigation/route-table.ts";
import { coreApi } from "../../store/core-api.ts";
import { loadQuery, runMutation } from "../../store/query-effects.ts";
import { attempt } from "../../utils/attempt.ts";
import { getPlatform } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import { realtimeEventActions } from "../realtime/index.ts";
import { clearSessionStorage, sessionActions } from "../session/index.ts";
import { accountSettingsApi } from "./api.ts";
import { userActions } from "./slice.ts";
import { reachabilityActions } from "../reachability/index.ts";

/** Patches the cached player in place (no request); a no-op when no player is cached. */
export const patchUser = (recipe: (user: User) => void) =>
  coreApi.util.updateQueryData("userInformation", undefined, recipe);

/**
 * Waits before the second and third read of the player when the server fails for a while (the API
 * client has already repeated each read once): about 2 s in all before the player is told.
 */
export const USER_FETCH_BACKOFF_MS = [500, 1500] as const;

/** A failure that says nothing about the session: no answer, too many requests, a server error. */
const isTransient = (failure: RequestError) =>
  failure.status === 0 || failure.status === 429 || failure.status >= 500;

/**
 * `user/fetchRequested`: GET /api/user/information into the cache. A 401 has its own flow. A
 * transient failure is tried again ({@link USER_FETCH_BACKOFF_MS}); if it lasts, the session is
 * kept and the server-unreachable screen offers a retry, so a server hiccup never signs the player
 * out. Any other failure (the server refuses this session) logs the player out locally; in the
 * browser the lobby is shown.
 */
export function* fetchUserWorker(): SagaIterator {
  const platform = yield* getPlatform();
  for (let tries = 0; ; tries += 1) {
    try {
      yield call(loadQuery, coreApi.endpoints.userInformation, undefined);
      yield put(userActions.fetchSettled());
      return;
    } catch (error) {
      const failure = toRequestError(error);
      const wait = USER_FETCH_BACKOFF_MS[tries];
      if (isTransient(failure) && wait !== undefined) {
        yield delay(wait);
        continue;
      }
      yield put(userActions.fetchSettled());
      if (failure.status === 401) return;
      if (isTransient(failure)) {
        platform.logger.warn("user fetch failed: the server is unavailable", failure);
        yield put(reachabilityActions.unreachable());
        return;
      }
      platform.logger.warn("user fetch failed: local logout", failure);
      clearSessionStorage(platform.storage);
      yield put(sessionActions.loggedOut({ reason: "userFetchFailed" }));
      if (platform.config.shellKind !== "telegram") platform.navigation.replace(routes.lobby.path);
      return;
    }
  }
}

/** `user/twoFactorEnableRequested`: a new secret and its otpauth URL for the QR code. */
export function* enableTwoFactorWorker(): SagaIterator {
  yield* attempt(userActions.twoFactorFailed, function* () {
    const secret: TwoFactorSecret = yield call(
      runMutation,
      accountSettingsApi.endpoints.enableTwoFactor,
      undefined,
    );
    yield put(userActions.twoFactorSecretReceived(secret));
    yield put(
      patchUser((user) => {
        user.two_factor_enabled = true;
      }),
    );
  });
}

/** `user/twoFactorConfirmSubmitted`: activates two-factor and shows the recovery codes. */
export function* confirmTwoFactorWorker(
  action: ReturnType<typeof userActions.twoFactorConfirmSubmitted>,
): SagaIterator {
  const platform = yield* getPlatform();
  yield* attempt(userActions.twoFactorFailed, function* () {
    const result: RecoveryCodes = yield call(
      runMutation,
      accountSettingsApi.endpoints.confirmTwoFactor,
      {
        code: action.payload.code,
      },
    );
    const confirmedAt = new Date(platform.now?.() ?? Date.now()).toISOString();
    yield put(
      userActions.twoFactorConfirmed({ recoveryCodes: result.recovery_codes, confirmedAt }),
    );
    yield put(recoveryCodesLeft(result.recovery_codes.length));
    yield put(
      patchUser((user) => {
        user.two_factor_enabled = true;
        user.two_factor_confirmed_at = confirmedAt;
      }),
    );
    yield put(userActions.fetchRequested());
  });
}

/** `user/twoFactorDisableSubmitted`: needs a current code. */
export function* disableTwoFactorWorker(
  action: ReturnType<typeof userActions.twoFactorDisableSubmitted>,
): SagaIterator {
  yield* attempt(userActions.twoFactorFailed, function* () {
    yield call(runMutation, accountSettingsApi.endpoints.disableTwoFactor, {
      code: action.payload.code,
    });
    yield put(userActions.twoFactorDisabled());
    yield put(
      patchUser((user) => {
        user.two_factor_enabled = false;
        user.two_factor_confirmed_at = null;
      }),
    );
  });
}

/** The cached count of remaining recovery codes becomes `remaining` (cached or not). */
const recoveryCodesLeft = (remaining: number) =>
  coreApi.util.upsertQueryData("twoFactorRecoveryCodes", undefined, { remaining });

/**
 * `user/recoveryCodesRegenerateSubmitted`: replaces all recovery codes, proven with a TOTP code or
 * the password, and shows the new ones once.
 */
export function* regenerateRecoveryCodesWorker(
  action: ReturnType<typeof userActions.recoveryCodesRegenerateSubmitted>,
): SagaIterator {
  yield* attempt(userActions.twoFactorFailed, function* () {
    const result: RecoveryCodes = yield call(
      runMutation,
      accountSettingsApi.endpoints.regenerateRecoveryCodes,
      action.payload,
    );
    yield put(userActions.recoveryCodesReceived(result.recovery_codes));
    yield put(recoveryCodesLeft(result.recovery_codes.length));
  });
}

/** Realtime `verified_email`: the cached player's address is verified (when it is theirs). */
export function* emailVerifiedWorker(
  action: ReturnType<typeof realtimeEventActions.verified_email>,
): SagaIterator {
  const { email, email_verified_at } = action.payload;
  yield put(
    patchUser((user) => {
      if (user.email === email) user.email_verified_at = email_verified_at;
    }),
  );
}

/** Realtime `verified_otp`: the cached player's phone is verified. */
export function* phoneVerifiedWorker(
  action: ReturnType<typeof realtimeEventActions.verified_otp>,
): SagaIterator {
  const { phone_code, phone, phone_verified_at } = action.payload;
  yield put(
    patchUser((user) => {
      Object.assign(user.player_information, { phone_code, phone, phone_verified_at });
    }),
  );
}

/** User watchers. */
export function* userSaga(): SagaIterator {
  yield takeEvery(realtimeEventActions.verified_email.type, safely(emailVerifiedWorker));
  yield takeEvery(realtimeEventActions.verified_otp.type, safely(phoneVerifiedWorker));
  yield takeLatest(userActions.fetchRequested.type, safely(fetchUserWorker));
  yield takeLeading(userActions.twoFactorEnableRequested.type, safely(enableTwoFactorWorker));
  yield takeLeading(userActions.twoFactorConfirmSubmitted.type, safely(confirmTwoFactorWorker));
  yield takeLeading(userActions.twoFactorDisableSubmitted.type, safely(disableTwoFactorWorker));
  yield takeLeading(
    userActions.recoveryCodesRegenerateSubmitted.type,
    safely(regenerateRecoveryCodesWorker),
  );
}
