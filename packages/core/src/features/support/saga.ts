import type { SagaIterator } from "redux-saga";
import { call, put, takeEvery } from "redux-saga/effects";
import { cookieMaxAge, cookieNames } from "../../platform/cookies.ts";
import { getPlatform } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import { realtimeEventActions } from "../realtime/index.ts";
import {
  supportApi,
  type GuestSupportConversation,
  type SupportConversationDetail,
  type SupportMessage,
} from "./api.ts";
import { GUEST_SUPPORT_TOKEN, supportGuestActions } from "./guest-slice.ts";

/** Sets the cached unread count (a no-op when none is cached). */
const patchUnread = (count: number) =>
  supportApi.util.updateQueryData("supportUnreadCount", undefined, (draft) => {
    draft.unread_count = count;
  });

/** Adds a message to a cached conversation once (by id), keeping the oldest-first order. */
const appendMessage = (detail: SupportConversationDetail, message: SupportMessage) => {
  if (detail.messages.some((m) => m.id === message.id)) return;
  detail.messages.push(message);
};

/**
 * Realtime `support_message`: the agent answered or closed a conversation. The cached detail gets
 * the message and the new conversation state, the unread count the new total, and the cached list
 * pages are refetched (order by latest activity, per-conversation unread badges).
 */
export function* supportMessageWorker(
  action: ReturnType<typeof realtimeEventActions.support_message>,
): SagaIterator {
  const { conversation, message, unread_total } = action.payload;
  yield put(
    supportApi.util.updateQueryData("supportConversation", conversation.id, (detail) => {
      detail.conversation = conversation;
      if (message) appendMessage(detail, message);
      detail.unread_total = unread_total;
    }),
  );
  yield put(patchUnread(unread_total));
  yield put(supportApi.util.invalidateTags(["SupportConversations"]));
}

/** The player's own message joins the cached conversation at once. */
export function* messageSentWorker(action: {
  payload: SupportMessage;
  meta: { arg: { originalArgs: { id: number } } };
}): SagaIterator {
  const message = action.payload;
  yield put(
    supportApi.util.updateQueryData(
      "supportConversation",
      action.meta.arg.originalArgs.id,
      (detail) => {
        appendMessage(detail, message);
        detail.conversation.last_message = message;
        detail.conversation.last_message_at = message.created_at;
      },
    ),
  );
}

/** An answer carrying a whole conversation (read, close, open) replaces the cached one. */
export function* conversationAnsweredWorker(action: {
  payload: SupportConversationDetail;
}): SagaIterator {
  const detail = action.payload;
  yield put(supportApi.util.upsertQueryData("supportConversation", detail.conversation.id, detail));
  yield put(patchUnread(detail.unread_total));
}

/** Reads back the guest's stored access token (a malformed cookie is dropped). */
export function* restoreGuestAccessWorker(): SagaIterator {
  const { storage } = yield* getPlatform();
  const token = storage.get(cookieNames.supportGuest);
  if (!token) return;
  if (GUEST_SUPPORT_TOKEN.test(token)) yield put(supportGuestActions.accessRestored(token));
  else storage.remove(cookieNames.supportGuest);
}

/** A guest's new conversation: its token is kept in this browser, its detail cached. */
export function* guestOpenedWorker(action: { payload: GuestSupportConversation }): SagaIterator {
  const { access_token, detail } = action.payload;
  const { storage } = yield* getPlatform();
  storage.set(cookieNames.supportGuest, access_token, { maxAge: cookieMaxAge.supportGuest });
  yield put(supportApi.util.upsertQueryData("guestSupportConversation", access_token, detail));
}

/** The guest's own message joins their cached conversation at once. */
export function* guestMessageSentWorker(action: {
  payload: SupportMessage;
  meta: { arg: { originalArgs: { accessToken: string } } };
}): SagaIterator {
  const message = action.payload;
  yield put(
    supportApi.util.updateQueryData(
      "guestSupportConversation",
      action.meta.arg.originalArgs.accessToken,
      (detail) => {
        appendMessage(detail, message);
        detail.conversation.last_message = message;
        detail.conversation.last_message_at = message.created_at;
      },
    ),
  );
}

/** The stored token is forgotten when the guest starts over or the server does not know it. */
export function* guestAccessForgottenWorker(): SagaIterator {
  const { storage } = yield* getPlatform();
  storage.remove(cookieNames.supportGuest);
}

/** A 404 for the guest's token: the conversation is gone, so is the token. */
export function* guestConversationFailedWorker(action: { payload?: unknown }): SagaIterator {
  const status = (action.payload as { status?: unknown } | undefined)?.status;
  if (status === 404) yield put(supportGuestActions.accessForgotten());
}

/** Keeps the cached support conversations and unread count in step. */
export function* supportSaga(): SagaIterator {
  yield call(safely(restoreGuestAccessWorker));
  yield takeEvery(
    supportApi.endpoints.openGuestSupportConversation.matchFulfilled,
    safely(guestOpenedWorker),
  );
  yield takeEvery(
    supportApi.endpoints.sendGuestSupportMessage.matchFulfilled,
    safely(guestMessageSentWorker),
  );
  yield takeEvery(
    supportApi.endpoints.guestSupportConversation.matchRejected,
    safely(guestConversationFailedWorker),
  );
  yield takeEvery(supportGuestActions.accessForgotten.type, safely(guestAccessForgottenWorker));
  yield takeEvery(realtimeEventActions.support_message.type, safely(supportMessageWorker));
  yield takeEvery(
    supportApi.endpoints.sendSupportMessage.matchFulfilled,
    safely(messageSentWorker),
  );
  yield takeEvery(
    [
      supportApi.endpoints.markSupportConversationRead.matchFulfilled,
      supportApi.endpoints.closeSupportConversation.matchFulfilled,
      supportApi.endpoints.openSupportConversation.matchFulfilled,
    ],
    safely(conversationAnsweredWorker),
  );
}
