import type { RootState } from "../../store/root-reducer.ts";

/** Whether notifications are loading. */
export const selectNotificationsLoading = (state: RootState) => state.notifications.loading;
/** Loaded notifications, newest first. */
export const selectNotifications = (state: RootState) => state.notifications.list;
/** Total number of notifications on the server. */
export const selectNotificationsTotal = (state: RootState) => state.notifications.total;
/** Whether more pages exist. */
export const selectHasMoreNotifications = (state: RootState) =>
  state.notifications.page < state.notifications.lastPage;
/** The notification whose detail dialog is open, or null. */
export const selectSelectedNotification = (state: RootState) => state.notifications.selected;
