import type { SagaIterator } from "redux-saga";
import { call, fork, put, select } from "redux-saga/effects";
import { cookieMaxAge, cookieNames } from "../../platform/cookies.ts";
import type { Platform } from "../../platform/ports.ts";
import { getPlatform } from "../../utils/context.ts";
import {
  ensureMiniAppSession,
  selectAuthPending,
  selectToken,
  sessionActions,
  refreshSignUpPrefill,
} from "../session/index.ts";
import { loadPlayerData, loadReferenceData } from "../player-data/index.ts";
import { userActions } from "../user/index.ts";
import { parseStartParam } from "../../navigation/deep-link.ts";
import { resolveLanguage, languageActions } from "../language/index.ts";
import { untilFirstPaint } from "./first-paint.ts";
import { startupActions } from "./slice.ts";

/**
 * One-time cleanup: while `clear_cookie` is unset, remove the `lang`,
 * `previousRoute` and `login_type` cookies, then set it for 6 months.
 */
export function clearCookiesOnce(storage: Platform["storage"]): boolean {
  if (storage.get(cookieNames.clearCookie)) return false;
  storage.remove(cookieNames.lang);
  storage.remove(cookieNames.previousRoute);
  storage.remove(cookieNames.loginType);
  storage.set(cookieNames.clearCookie, "1", { maxAge: cookieMaxAge.clearCookie });
  return true;
}

/** Query parameters carrying the referral id and the affiliate token of a visit. */
export const REFERRAL_PARAMS = {
  reference: ["ref", "reference_id"],
  affiliate: ["affiliate_token", "aff"],
} as const;

/**
 * Stores referral and affiliate values from the landing URL's query (kept 7 days); in the mini app
 * the referral link's start parameter (`ref_CODE`) stands for the query, read before the Telegram
 * sign-in so a new player's account carries it.
 */
export function storeAttribution(platform: Platform): void {
  const params = new URLSearchParams(platform.navigation.location().search);
  const pick = (names: readonly string[]) =>
    names.map((n) => params.get(n)?.trim()).find((v) => v && v.length <= 255);
  const start = parseStartParam(platform.telegram?.startParam());
  const reference =
    pick(REFERRAL_PARAMS.reference) ??
    (start.ok && start.link.action === "ref" ? start.link.reference : undefined);
  const affiliate = pick(REFERRAL_PARAMS.affiliate);
  if (reference)
    platform.storage.set(cookieNames.referenceId, reference, { maxAge: cookieMaxAge.referenceId });
  if (affiliate)
    platform.storage.set(cookieNames.affiliateToken, affiliate, {
      maxAge: cookieMaxAge.affiliateToken,
    });
}

/**
 * What a restored session loads: the player (it ends the splash; `fetchUserWorker` says what a
 * failure does), then, once the shell has painted its first frame, {@link loadPlayerData}.
 */
export function* loadSignedInData(): SagaIterator {
  yield put(userActions.fetchRequested());
  yield call(untilFirstPaint);
  yield call(loadPlayerData);
}

/** The public reference data, once the shell has painted its first frame. */
export function* loadReferenceDataAfterPaint(): SagaIterator {
  yield call(untilFirstPaint);
  yield call(loadReferenceData);
}

/**
 * Start of the app: cookie cleanup, session restore from the token cookie, language, referral
 * values, the public reference data (coins, rates, redirect rules; after the first paint),
 * mini-app session check, then the signed-in player's data (user, then after the first paint
 * general settings, wallets and their settings).
 */
export function* bootstrapSaga(): SagaIterator {
  const platform = yield* getPlatform();
  clearCookiesOnce(platform.storage);
  const token = platform.storage.get(cookieNames.token) || null;
  yield put(sessionActions.restored({ token, shellKind: platform.config.shellKind }));
  platform.storage.set(cookieNames.loginType, platform.config.shellKind, {
    maxAge: cookieMaxAge.loginType,
  });
  const language = resolveLanguage({
    cookie: platform.storage.get(cookieNames.lang),
    loggedIn: token !== null,
    telegramLanguage: platform.telegram?.languageCode(),
    browserLanguage: platform.config.browserLanguage,
  });
  yield put(languageActions.resolved(language));
  storeAttribution(platform);
  yield call(refreshSignUpPrefill);
  yield fork(loadReferenceDataAfterPaint);
  yield call(ensureMiniAppSession);
  const current: string | null = yield select(selectToken);
  const loggingIn: boolean = yield select(selectAuthPending);
  if (loggingIn) return;
  if (current) yield call(loadSignedInData);
  else yield put(startupActions.splashHidden());
}
