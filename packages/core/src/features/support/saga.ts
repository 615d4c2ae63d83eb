import type { SagaIterator } from "redux-saga";
import { put, takeEvery } from "redux-saga/effects";
import { safely } from "../../utils/safely.ts";
import { realtimeEventActions } from "../realtime/events.ts";
import { supportApi, type SupportConversationDetail, type SupportMessage } from "./api.ts";

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

/** Keeps the cached support conversations and unread count in step. */
export function* supportSaga(): SagaIterator {
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
