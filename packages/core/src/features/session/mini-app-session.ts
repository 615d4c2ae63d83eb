import type { SagaIterator } from "redux-saga";
import { call, delay, put, race, select } from "redux-saga/effects";
import { cookieNames, sessionKeys } from "../../platform/cookies.ts";
import type { Platform } from "../../platform/ports.ts";
import { getPlatform } from "../../utils/context.ts";
import { clearSessionStorage, revokeQuietly } from "./logout-saga.ts";
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
 * After a Telegram login: keeps only the messaging user's id, in the tab's session storage (the
 * page's life), never the raw launch data; drops the cookie older builds kept it in.
 */
export function rememberTelegramUser(platform: Platform, initData: string): void {
  platform.storage.remove(cookieNames.initDataTelegram);
  const userId = platform.telegram?.userId() ?? telegramUserIdOf(initData);
  if (userId !== null && userId !== undefined)
    platform.storage.session.set(sessionKeys.telegramUserId, String(userId));
}

/** The messaging user id this tab's session was signed in as, or null. */
function rememberedTelegramUser(platform: Platform): number | null {
  const stored = Number(platform.storage.session.get(sessionKeys.telegramUserId));
  return Number.isSafeInteger(stored) && stored > 0 ? stored : null;
}

/** How long the mini app's start waits, at most, for the server to revoke a replaced session. */
export const REPLACED_SESSION_REVOKE_MS = 3_000;

/**
 * Mini app start: if the messaging user differs from the stored session's, or no
 * session exists, the session is dropped and a new Telegram login made. A session this tab did not
 * sign in (its user unknown) is replaced the same way. A replaced session is revoked on the server
 * first (with its own token, waiting at most {@link REPLACED_SESSION_REVOKE_MS}; failures ignored),
 * so each launch leaves no live token behind.
 */
export function* ensureMiniAppSession(): SagaIterator {
  const platform = yield* getPlatform();
  const telegram = platform.telegram;
  if (platform.config.shellKind !== "telegram" || !telegram?.initDataRaw()) return;
  const token: string | null = yield select(selectToken);
  platform.storage.remove(cookieNames.initDataTelegram);
  const storedUserId = rememberedTelegramUser(platform);
  const launchUserId = telegram.userId() ?? telegramUserIdOf(telegram.initDataRaw());
  if (token && storedUserId !== null && storedUserId === launchUserId) return;
  if (token) {
    yield put(sessionActions.sessionReplacing());
    yield race({ done: call(revokeQuietly), timeout: delay(REPLACED_SESSION_REVOKE_MS) });
    clearSessionStorage(platform.storage);
    yield put(sessionActions.loggedOut({ reason: "telegramUserChanged" }));
  }
  yield put(sessionActions.telegramLoginSubmitted());
}
