import type { SagaIterator } from "redux-saga";
import { put, select } from "redux-saga/effects";
import { cookieNames } from "../../platform/cookies.ts";
import { getPlatform } from "../../utils/context.ts";
import { clearSessionStorage } from "./logout-saga.ts";
import { selectToken } from "./selectors.ts";
import { sessionActions } from "./slice.ts";

/** Reads the messaging-app user id out of raw launch data (`user={"id":...}`), or null. */
export function telegramUserIdOf(initData: string | undefined): number | null {
  if (!initData) return null;
  try {
    const user = new URLSearchParams(initData).get("user");
    const id: unknown = user ? (JSON.parse(user) as { id?: unknown }).id : undefined;
    return typeof id === "number" ? id : null;
  } catch {
    return null;
  }
}

/**
 * Mini app start (spec section 4): if the messaging user differs from the stored session's, or no
 * session exists, the session is dropped and a new Telegram login made.
 */
export function* ensureMiniAppSession(): SagaIterator {
  const platform = yield* getPlatform();
  const telegram = platform.telegram;
  if (platform.config.loginType !== "telegram" || !telegram?.initDataRaw()) return;
  const token: string | null = yield select(selectToken);
  const storedUserId = telegramUserIdOf(platform.storage.get(cookieNames.initDataTelegram));
  const launchUserId = telegram.userId() ?? telegramUserIdOf(telegram.initDataRaw());
  if (token && storedUserId !== null && storedUserId === launchUserId) return;
  if (token) {
    clearSessionStorage(platform.storage);
    yield put(sessionActions.loggedOut({ reason: "telegramUserChanged" }));
  }
  yield put(sessionActions.telegramLoginSubmitted());
}
