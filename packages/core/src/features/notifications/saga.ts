import type { SagaIterator } from "redux-saga";
import { call, put, takeEvery, takeLatest, takeLeading } from "redux-saga/effects";
import type { CoreApiClient, Notification, NotificationPage } from "../../api/entities.ts";
import { getApi, getPlatform } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import { coreApi } from "../../store/core-api.ts";
import { realtimeEventActions } from "../realtime/events.ts";
import { settingsActions } from "../settings/slice.ts";
import { notificationsApi } from "./api.ts";
import { notificationsActions } from "./slice.ts";

/** Notifications per page. */
export const NOTIFICATIONS_PER_PAGE = 20;

/** GET /api/notifications */
export const requestNotifications = (
  api: CoreApiClient,
  query: { page: number; per_page: number; unread_only?: boolean },
) => api.get("/api/notifications", { params: { query } });
/** PATCH /api/notifications/{id}/read */
export const requestMarkRead = (api: CoreApiClient, id: string) =>
  api.patch("/api/notifications/{id}/read", { params: { path: { id } } });
/** PATCH /api/notifications/read-all */
export const requestMarkAllRead = (api: CoreApiClient) => api.patch("/api/notifications/read-all");

/** `notifications/loadRequested`: one page; failures are ignored (spec section 8). */
export function* loadNotificationsWorker(
  action: ReturnType<typeof notificationsActions.loadRequested>,
): SagaIterator {
  const api = yield* getApi();
  const query = {
    page: action.payload?.page ?? 1,
    per_page: NOTIFICATIONS_PER_PAGE,
    ...(action.payload?.unreadOnly ? { unread_only: true } : {}),
  };
  try {
    const page: NotificationPage = yield call(requestNotifications, api, query);
    yield put(notificationsActions.loaded(page));
  } catch (error) {
    (yield* getPlatform()).logger.debug("notifications fetch failed (ignored)", error);
    yield put(notificationsActions.loadFailed());
  }
}

/** `notifications/selected`: the detail opens; an unread one is marked read and the badge drops. */
export function* notificationSelectedWorker(
  action: ReturnType<typeof notificationsActions.selected>,
): SagaIterator {
  if (action.payload.is_read) return;
  const api = yield* getApi();
  try {
    const read: Notification = yield call(requestMarkRead, api, action.payload.id);
    yield put(notificationsActions.markedRead(read));
    yield put(settingsActions.inboxRead({ count: 1 }));
  } catch (error) {
    (yield* getPlatform()).logger.debug("mark read failed (ignored)", error);
  }
}

/** `notifications/allReadRequested`: marks everything read, then reloads the counts. */
export function* markAllReadWorker(): SagaIterator {
  const api = yield* getApi();
  const platform = yield* getPlatform();
  try {
    yield call(requestMarkAllRead, api);
    yield put(
      notificationsActions.allMarkedRead({
        readAt: new Date(platform.now?.() ?? Date.now()).toISOString(),
      }),
    );
    yield put(settingsActions.loadRequested());
  } catch (error) {
    platform.logger.debug("mark all read failed (ignored)", error);
  }
}

/** A notification was read through `markNotificationRead`: the inbox count is read again. */
export function* inboxCountStaleWorker(): SagaIterator {
  yield put(settingsActions.loadRequested());
}

/** A notification arrived (realtime `new_notification`): cached inbox pages are refetched. */
export function* notificationArrivedWorker(): SagaIterator {
  yield put(coreApi.util.invalidateTags(["Notifications"]));
}

/** Notification watchers. */
export function* notificationsSaga(): SagaIterator {
  yield takeEvery(
    notificationsApi.endpoints.markNotificationRead.matchFulfilled,
    safely(inboxCountStaleWorker),
  );
  yield takeEvery(realtimeEventActions.new_notification.type, safely(notificationArrivedWorker));
  yield takeLatest(notificationsActions.loadRequested.type, safely(loadNotificationsWorker));
  yield takeEvery(notificationsActions.selected.type, safely(notificationSelectedWorker));
  yield takeLeading(notificationsActions.allReadRequested.type, safely(markAllReadWorker));
}
