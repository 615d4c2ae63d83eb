import type { RootState } from "../../store/root-reducer.ts";

/** Realtime connection status. */
export const selectRealtimeStatus = (state: RootState) => state.realtime.status;
/** Number of reconnects since start. */
export const selectRealtimeReconnects = (state: RootState) => state.realtime.reconnects;
/** Subscribed channels and how each stands (`subscribing`, `subscribed`, `failed`). */
export const selectRealtimeChannels = (state: RootState) => state.realtime.channels;
/** How one channel stands (Echo name: `bets`, `player.42`), or undefined when not subscribed. */
export const selectRealtimeChannelStatus = (state: RootState, channel: string) =>
  state.realtime.channels[channel];
