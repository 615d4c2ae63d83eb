import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { RealtimeConnectionState } from "../../platform/ports";

/** Realtime connection status. */
export interface RealtimeState {
  /** `idle` when no connection exists (signed out). */
  status: "idle" | RealtimeConnectionState;
  /** How many times the connection came back after being lost. */
  reconnects: number;
}

/** Initial realtime state. */
export const initialRealtimeState: RealtimeState = { status: "idle", reconnects: 0 };

/** The realtime connection slice. */
export const realtimeSlice = createSlice({
  name: "realtime",
  initialState: initialRealtimeState,
  reducers: {
    connectionStateChanged(state, action: PayloadAction<{ current: RealtimeConnectionState; previous: RealtimeConnectionState }>) {
      state.status = action.payload.current;
    },
    /** The connection came back after a loss: missed state is refetched. */
    reconnected(state) {
      state.reconnects += 1;
    },
    closed(state) {
      state.status = "idle";
    },
  },
});

/** Realtime connection action creators. */
export const realtimeActions = realtimeSlice.actions;
