import type { SagaIterator } from "redux-saga";
import { call, put, select } from "redux-saga/effects";
import type {
  LoginResult,
  RegisterResult,
  SocialLoginNeedEmail,
  SocialLoginResult,
  TelegramLoginResult,
  TokenResult,
} from "../../api/entities.ts";
import { GENERIC_ERROR_MESSAGE } from "../../api/request-error.ts";
import { routes } from "../../navigation/route-table.ts";
import { cookieMaxAge, cookieNames } from "../../platform/cookies.ts";
import { attempt } from "../../utils/attempt.ts";
import { getPlatform } from "../../utils/context.ts";
import { runMutation } from "../../store/query-effects.ts";
import { readAttribution, readSignUpPrefill } from "./attribution.ts";
import { rememberTelegramUser } from "./mini-app-session.ts";
import { sessionApi } from "./api.ts";
import { selectAfterLoginPath, selectPendingAuthId, selectSocialEmailUpdate } from "./selectors.ts";
import { sessionActions, type SessionOrigin } from "./slice.ts";
import { toastActions } from "../toasts/index.ts";

type LoginOutcome = Pick<
  LoginResult,
  "token" | "two_factor" | "auth_id" | "email" | "email_verified_at"
>;

/** The login outcome: two_factor -> two_factor tab with auth_id kept; token -> signed in; else unverified e-mail. */
export function* handleLoginOutcome(result: LoginOutcome, method: SessionOrigin): SagaIterator {
  if (result.two_factor && result.auth_id) {
    yield put(sessionActions.twoFactorRequired({ authId: result.auth_id }));
  } else if (result.token) {
    yield put(sessionActions.loginSucceeded({ token: result.token, method }));
  } else if (!result.email_verified_at) {
    yield put(sessionActions.emailUnverified({ email: result.email }));
  } else {
    yield put(
      sessionActions.authFailed({ status: 200, message: GENERIC_ERROR_MESSAGE, fieldErrors: {} }),
    );
  }
}

/** `session/loginSubmitted`: POST /api/login. */
export function* loginWorker(
  action: ReturnType<typeof sessionActions.loginSubmitted>,
): SagaIterator {
  yield* attempt(sessionActions.authFailed, function* () {
    const result: LoginResult = yield call(runMutation, sessionApi.endpoints.login, action.payload);
    yield call(handleLoginOutcome, result, "password");
  });
}

/** `session/twoFactorChallengeSubmitted`: a code or a recovery code with the kept auth_id. */
export function* twoFactorChallengeWorker(
  action: ReturnType<typeof sessionActions.twoFactorChallengeSubmitted>,
): SagaIterator {
  const authId: string | null = yield select(selectPendingAuthId);
  if (!authId) {
    yield put(
      sessionActions.authFailed({
        status: 0,
        message: "token_expired",
        code: "token_expired",
        fieldErrors: {},
      }),
    );
    return;
  }
  yield* attempt(sessionActions.authFailed, function* () {
    const result: TokenResult = yield call(runMutation, sessionApi.endpoints.twoFactorChallenge, {
      auth_id: authId,
      ...action.payload,
    });
    yield put(sessionActions.loginSucceeded({ token: result.token, method: "two_factor" }));
  });
}

/**
 * `session/registerSubmitted`: with verification disabled the token is stored and the dialog
 * closed, else `/sign-up/welcome`. The form's referral code (prefilled from the referral cookie)
 * is sent as `reference`. The form's promotion code (prefilled from the bonus-code cookie) is kept
 * as the bonus-code cookie, exactly as a `?txtbonuscode=` link keeps it, and not sent as
 * `voucher_code` (which the server would redeem silently): once the player is signed in, the bonus
 * code saga redeems it and shows the outcome, so a mistyped code gets its refusal in words.
 */
export function* registerWorker(
  action: ReturnType<typeof sessionActions.registerSubmitted>,
): SagaIterator {
  const platform = yield* getPlatform();
  const attribution = yield* readAttribution();
  const { reference, voucher_code, ...fields } = action.payload;
  yield* attempt(sessionActions.authFailed, function* () {
    const result: RegisterResult = yield call(runMutation, sessionApi.endpoints.register, {
      ...fields,
      ...attribution,
      reference: reference.trim() || null,
      voucher_code: null,
    });
    // The code typed (or the stored one, kept) waits for the first sign-in's redemption.
    const code = voucher_code.trim();
    if (code) platform.storage.set(cookieNames.bonusCode, code, { maxAge: cookieMaxAge.bonusCode });
    else platform.storage.remove(cookieNames.bonusCode);
    yield put(sessionActions.signUpPrefillRead(readSignUpPrefill(platform)));
    yield put(toastActions.queued({ kind: "success", message: "account_registered" }));
    if (result.token && !platform.config.emailVerification) {
      yield put(sessionActions.loginSucceeded({ token: result.token, method: "register" }));
    } else {
      yield put(sessionActions.registeredPendingVerification());
      platform.navigation.push(routes.welcome.path);
    }
  });
}

function* afterSocialOutcome(result: SocialLoginResult): SagaIterator {
  yield call(handleLoginOutcome, result, "social");
}

/**
 * `session/socialLoginSubmitted`: token -> user and lobby; unverified -> dialog; no usable e-mail
 * -> `/login/update-email` carrying provider, token and e-mail.
 */
export function* socialLoginWorker(
  action: ReturnType<typeof sessionActions.socialLoginSubmitted>,
): SagaIterator {
  const platform = yield* getPlatform();
  const attribution = yield* readAttribution();
  yield* attempt(sessionActions.authFailed, function* () {
    const result: SocialLoginResult | SocialLoginNeedEmail = yield call(
      runMutation,
      sessionApi.endpoints.socialLogin,
      {
        ...action.payload,
        ...attribution,
      },
    );
    if (result.need_email) {
      yield put(
        sessionActions.socialEmailRequired({
          provider: result.provider_name,
          accessToken: result.access_token,
          email: result.email,
        }),
      );
      platform.navigation.push(routes.updateEmail.path);
    } else {
      yield call(afterSocialOutcome, result);
    }
  });
}

/** `session/socialEmailUpdateSubmitted`: PATCH /api/social/email/update with the kept provider values. */
export function* socialEmailUpdateWorker(
  action: ReturnType<typeof sessionActions.socialEmailUpdateSubmitted>,
): SagaIterator {
  const pending: ReturnType<typeof selectSocialEmailUpdate> = yield select(selectSocialEmailUpdate);
  if (!pending) {
    yield put(
      sessionActions.authFailed({ status: 0, message: GENERIC_ERROR_MESSAGE, fieldErrors: {} }),
    );
    return;
  }
  const attribution = yield* readAttribution();
  yield* attempt(sessionActions.authFailed, function* () {
    const result: SocialLoginResult = yield call(
      runMutation,
      sessionApi.endpoints.socialEmailUpdate,
      {
        ...action.payload,
        provider_name: pending.provider,
        access_token: pending.accessToken,
        ...attribution,
      },
    );
    yield call(afterSocialOutcome, result);
  });
}

/** `session/telegramLoginSubmitted`: POST /api/telegram/login with the raw launch data and visitor_id. */
export function* telegramLoginWorker(): SagaIterator {
  const platform = yield* getPlatform();
  const data = platform.telegram?.initDataRaw();
  if (!data) {
    yield put(
      sessionActions.authFailed({
        status: 0,
        message: "telegram_data_invalid",
        code: "telegram_data_invalid",
        fieldErrors: {},
      }),
    );
    return;
  }
  const attribution = yield* readAttribution();
  yield* attempt(sessionActions.authFailed, function* () {
    const result: TelegramLoginResult = yield call(
      runMutation,
      sessionApi.endpoints.telegramLogin,
      {
        data,
        ...attribution,
      },
    );
    rememberTelegramUser(platform, data);
    if (result.two_factor && result.auth_id) {
      yield put(sessionActions.twoFactorRequired({ authId: result.auth_id }));
      return;
    }
    if (result.token)
      yield put(sessionActions.loginSucceeded({ token: result.token, method: "telegram" }));
  });
}

/**
 * `session/loginSucceeded`: store the token (1 day), go to the saved after-login path and clear it
 * (social login goes to the lobby otherwise). The player's data loads in `player-data`'s saga and
 * the realtime saga starts the connection, both because of the same action.
 */
export function* loginSucceededWorker(
  action: ReturnType<typeof sessionActions.loginSucceeded>,
): SagaIterator {
  const platform = yield* getPlatform();
  platform.storage.set(cookieNames.token, action.payload.token, { maxAge: cookieMaxAge.token });
  platform.storage.set(cookieNames.loginType, platform.config.shellKind, {
    maxAge: cookieMaxAge.loginType,
  });
  const afterLoginPath: string | null = yield select(selectAfterLoginPath);
  if (afterLoginPath) {
    platform.navigation.push(afterLoginPath);
    yield put(sessionActions.afterLoginPathConsumed());
  } else if (action.payload.method === "social") {
    platform.navigation.push(routes.lobby.path);
  }
}
