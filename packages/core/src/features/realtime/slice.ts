import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { RealtimeConnectionState, RealtimeSubscriptionStatus } from "../../platform/ports.ts";

/** A channel's subscription: `subscribing` until the server answers. */
export type RealtimeChannelStatus = "subscribing" | RealtimeSubscriptionStatus;

/** Realtime connection status. */
export interface RealtimeState {
  /** `idle` before the connection opens and after the store closed it. */
  status: "idle" | RealtimeConnectionState;
  /** How many times the connection came back after being lost. */
  reconnects: number;
  /** The subscribed channels by Echo name (`bets`, `rates`, `player.42`) and how they stand. */
  channels: Record<string, RealtimeChannelStatus>;
}

/** Initial realtime state. */
export const initialRealtimeState: RealtimeState = { status: "idle", reconnects: 0, channels: {} };

/** The realtime connection slice. */
export const realtimeSlice = createSlice({
  name: "realtime",
  initialState: initialRealtimeState,
  reducers: {
    /** Losing the connection puts every channel back to `subscribing` until the server confirms it again. */
    connectionStateChanged(
      state,
      action: PayloadAction<{
        current: RealtimeConnectionState;
        previous: RealtimeConnectionState;
      }>,
    ) {
      state.status = action.payload.current;
      if (action.payload.current !== "connected") {
        for (const channel of Object.keys(state.channels)) state.channels[channel] = "subscribing";
      }
    },
    /** The connection came back after a loss: missed state is refetched. */
    reconnected(state) {
      state.reconnects += 1;
    },
    closed(state) {
      state.status = "idle";
      state.channels = {};
    },
    /** A channel subscription started, succeeded or failed. */
    channelStatusChanged(
      state,
      action: PayloadAction<{ channel: string; status: RealtimeChannelStatus }>,
    ) {
      state.channels[action.payload.channel] = action.payload.status;
    },
    /** A channel was left (the player signed out). */
    channelLeft(state, action: PayloadAction<{ channel: string }>) {
      delete state.channels[action.payload.channel];
    },
  },
});

/** Realtime connection action creators. */
export const realtimeActions = realtimeSlice.actions;
