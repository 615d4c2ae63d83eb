import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { GeneralSettings } from "../../api/entities.ts";
import { notificationsApi } from "../notifications/api.ts";
import { realtimeEventActions } from "../realtime/events.ts";
import { sessionActions } from "../session/slice.ts";

/** General settings counters (badges of the frame). */
export interface SettingsState {
  challengeCount: number;
  tournamentCount: number;
  inboxCount: number;
  loaded: boolean;
}

/** Initial settings state. */
export const initialSettingsState: SettingsState = {
  challengeCount: 0,
  tournamentCount: 0,
  inboxCount: 0,
  loaded: false,
};

/** The general settings slice. */
export const settingsSlice = createSlice({
  name: "settings",
  initialState: initialSettingsState,
  reducers: {
    loadRequested() {},
    loaded(state, action: PayloadAction<GeneralSettings>) {
      state.challengeCount = action.payload.challenge_count;
      state.tournamentCount = action.payload.tournament_count;
      state.inboxCount = action.payload.inbox_count;
      state.loaded = true;
    },
    inboxRead(state, action: PayloadAction<{ count: number }>) {
      state.inboxCount = Math.max(0, state.inboxCount - action.payload.count);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(realtimeEventActions.new_notification, (state, action) => {
        state.inboxCount = action.payload.inbox_count;
      })
      .addCase(realtimeEventActions.player_new_challenge, (state) => {
        state.challengeCount += 1;
      })
      .addCase(realtimeEventActions.player_new_tournament, (state) => {
        state.tournamentCount += 1;
      })
      .addCase(sessionActions.loggedOut, (state) => {
        state.inboxCount = 0;
      })
      .addMatcher(
        notificationsApi.endpoints.markAllNotificationsRead.matchFulfilled,
        (state, action) => {
          state.inboxCount = action.payload.inbox_count;
        },
      );
  },
});

/** Settings event action creators. */
export const settingsActions = settingsSlice.actions;
