import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Notification, NotificationPage } from "../../api/entities.ts";
import { sessionActions } from "../session/slice.ts";
import { realtimeEventActions } from "../realtime/events.ts";
import { notificationsApi } from "./api.ts";

/** The notification store of spec section 3: loading flag, list, total, selected detail. */
export interface NotificationsState {
  loading: boolean;
  list: Notification[];
  total: number;
  page: number;
  lastPage: number;
  /** The notification whose detail dialog is open. */
  selected: Notification | null;
}

/** Initial notifications state. */
export const initialNotificationsState: NotificationsState = {
  loading: false,
  list: [],
  total: 0,
  page: 0,
  lastPage: 1,
  selected: null,
};

/** The notifications slice. */
export const notificationsSlice = createSlice({
  name: "notifications",
  initialState: initialNotificationsState,
  reducers: {
    loadRequested(
      state,
      _action: PayloadAction<{ page?: number; unreadOnly?: boolean } | undefined>,
    ) {
      state.loading = true;
    },
    loaded(state, action: PayloadAction<NotificationPage>) {
      const page = action.payload;
      state.list =
        page.current_page > 1
          ? [...state.list, ...page.data.filter((n) => !state.list.some((m) => m.id === n.id))]
          : page.data;
      state.total = page.total;
      state.page = page.current_page;
      state.lastPage = page.last_page;
      state.loading = false;
    },
    /** Failures are ignored (spec section 8); only the loading flag drops. */
    loadFailed(state) {
      state.loading = false;
    },
    selected(state, action: PayloadAction<Notification>) {
      state.selected = action.payload;
    },
    detailClosed(state) {
      state.selected = null;
    },
    markedRead(state, action: PayloadAction<Notification>) {
      const item = state.list.find((n) => n.id === action.payload.id);
      if (item) Object.assign(item, action.payload);
      if (state.selected?.id === action.payload.id) state.selected = action.payload;
    },
    allReadRequested() {},
    allMarkedRead(state, action: PayloadAction<{ readAt: string }>) {
      for (const item of state.list) {
        item.is_read = true;
        item.read_at ??= action.payload.readAt;
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(realtimeEventActions.new_notification, (state, action) => {
        if (state.list.some((n) => n.id === action.payload.notification.id)) return;
        state.list.unshift(action.payload.notification);
        state.total += 1;
      })
      .addCase(sessionActions.loggedOut, () => initialNotificationsState)
      .addCase(sessionActions.unauthorized, () => initialNotificationsState)
      .addMatcher(
        notificationsApi.endpoints.markNotificationRead.matchFulfilled,
        (state, action) => {
          notificationsSlice.caseReducers.markedRead(
            state,
            notificationsActions.markedRead(action.payload),
          );
        },
      )
      .addMatcher(
        notificationsApi.endpoints.markAllNotificationsRead.matchFulfilled,
        (state, action) => {
          const readAt = new Date(action.meta.fulfilledTimeStamp).toISOString();
          notificationsSlice.caseReducers.allMarkedRead(
            state,
            notificationsActions.allMarkedRead({ readAt }),
          );
        },
      );
  },
});

/** Notification event action creators. */
export const notificationsActions = notificationsSlice.actions;
