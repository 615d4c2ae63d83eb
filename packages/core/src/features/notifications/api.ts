import {
  contractList,
  coreApi,
  type ContractData,
  type ContractQuery,
  contractMutation,
} from "../../store/core-api.ts";

/** Query of `GET /api/notifications`: `page`, `per_page`, `unread_only`. */
export type NotificationListQuery = ContractQuery<"/api/notifications">;

/**
 * Inbox endpoints (`/inboxes`), the one home of the notifications. Pages are cached per query
 * (`Notifications` tag); marking one or all read refetches the cached pages and updates the cached
 * inbox count (`selectInboxCount`: read-all answers the new count, a single read reloads the
 * general settings). A realtime `new_notification` refetches the cached pages too.
 */
export const notificationsApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: contractList(build, "/api/notifications", ["Notifications"]),
    /** One notification (the detail dialog opened from a link), without marking it read. */
    notification: build.query<ContractData<"/api/notifications/{id}">, string>({
      query: (id) => ({ url: "/api/notifications/{id}", path: { id } }),
      providesTags: ["Notifications"],
    }),
    markNotificationRead: contractMutation(build, "patch", "/api/notifications/{id}/read", {
      invalidatesTags: ["Notifications"],
    }),
    markAllNotificationsRead: contractMutation(build, "patch", "/api/notifications/read-all", {
      invalidatesTags: ["Notifications"],
    }),
  }),
});
