import { createSlice } from "@reduxjs/toolkit";
import { realtimeEventActions } from "../realtime/index.ts";
import { sessionEnded } from "../session/index.ts";

/**
 * The VIP celebration flag. The player's level progress is server data:
 * `vipApi.endpoints.getUserLevelInformation` (read it with `selectLevelProgress`).
 */
export interface VipState {
  /** Set when a realtime update reported a level-up, until acknowledged. */
  leveledUp: boolean;
}

/** Initial VIP state. */
export const initialVipState: VipState = { leveledUp: false };

/** The VIP slice. */
export const vipSlice = createSlice({
  name: "vip",
  initialState: initialVipState,
  reducers: {
    levelUpAcknowledged(state) {
      state.leveledUp = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(realtimeEventActions.level_progress, (state, action) => {
        if (action.payload.leveled_up) state.leveledUp = true;
      })
      .addMatcher(sessionEnded, () => initialVipState);
  },
});

/** VIP action creators. */
export const vipActions = vipSlice.actions;
