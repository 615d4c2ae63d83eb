import type { RootState } from "../../store/root-reducer";

/** Realtime connection status. */
export const selectRealtimeStatus = (state: RootState) => state.realtime.status;
/** Number of reconnects since start. */
export const selectRealtimeReconnects = (state: RootState) => state.realtime.reconnects;
