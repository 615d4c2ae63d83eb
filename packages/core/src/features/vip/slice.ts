import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { UserLevelInformation } from "../../api/entities.ts";
import { realtimeEventActions } from "../realtime/events.ts";
import { sessionActions } from "../session/slice.ts";
import { vipApi } from "./api.ts";

/** VIP level progress of the player. */
export interface VipState {
  progress: UserLevelInformation | null;
  /** Set when a realtime update reported a level-up, until acknowledged. */
  leveledUp: boolean;
}

/** Initial VIP state. */
export const initialVipState: VipState = { progress: null, leveledUp: false };

/** The VIP progress slice. */
export const vipSlice = createSlice({
  name: "vip",
  initialState: initialVipState,
  reducers: {
    progressLoaded(state, action: PayloadAction<UserLevelInformation>) {
      state.progress = action.payload;
    },
    levelUpAcknowledged(state) {
      state.leveledUp = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(realtimeEventActions.level_progress, (state, action) => {
        state.progress = action.payload.progress;
        if (action.payload.leveled_up) state.leveledUp = true;
      })
      .addCase(sessionActions.loggedOut, () => initialVipState)
      .addCase(sessionActions.unauthorized, () => initialVipState)
      .addMatcher(vipApi.endpoints.getUserLevelInformation.matchFulfilled, (state, action) => {
        state.progress = action.payload;
      });
  },
});

/** VIP action creators. */
export const vipActions = vipSlice.actions;
