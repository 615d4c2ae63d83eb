import type { SagaIterator } from "redux-saga";
import { call, put } from "redux-saga/effects";
import { cookieNames } from "../../platform/cookies.ts";
import type { Platform } from "../../platform/ports.ts";
import { getPlatform } from "../../utils/context.ts";
import { sessionActions } from "./slice.ts";

/** Referral, affiliate and device values sent with registration, social and Telegram login. */
export interface Attribution {
  reference: string | null;
  affiliate_token: string | null;
  visitor_id: string | null;
}

/** The fingerprint `visitor_id`; a failure is only logged and gives null. */
export async function visitorId(platform: Platform): Promise<string | null> {
  try {
    const id = await platform.fingerprint();
    return id || null;
  } catch (error) {
    platform.logger.warn("fingerprint lookup failed", error);
    return null;
  }
}

/** Reads the stored referral and affiliate values and the fingerprint. */
export function* readAttribution(): SagaIterator<Attribution> {
  const platform = yield* getPlatform();
  const visitor: string | null = yield call(visitorId, platform);
  return {
    reference: platform.storage.get(cookieNames.referenceId) ?? null,
    affiliate_token: platform.storage.get(cookieNames.affiliateToken) ?? null,
    visitor_id: visitor,
  };
}

/** The sign-up form's prefill: the stored referral code and bonus code (cookies). */
export function readSignUpPrefill(platform: Platform) {
  const read = (name: string) => platform.storage.get(name)?.trim() || null;
  return {
    reference: read(cookieNames.referenceId),
    voucherCode: read(cookieNames.bonusCode),
  };
}

/** Puts the sign-up prefill read from the stored cookies (after a link or a deep link stored them). */
export function* refreshSignUpPrefill(): SagaIterator {
  const platform = yield* getPlatform();
  yield put(sessionActions.signUpPrefillRead(readSignUpPrefill(platform)));
}
