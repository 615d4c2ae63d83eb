import { createSlice } from "@reduxjs/toolkit";

/** Whether the API answers: `unreachable` after a start-up request got no response at all. */
export type ApiReachability = "reachable" | "unreachable" | "retrying";

/** The reachability slice: whether the API could be reached (network error or timeout: `unreachable`). */
export const reachabilitySlice = createSlice({
  name: "reachability",
  initialState: "reachable" as ApiReachability,
  reducers: {
    /** A start-up request got no response (network error, CORS refusal, timeout). */
    unreachable: () => "unreachable" as const,
    /** The player asked to try the server again. */
    retryRequested: () => "retrying" as const,
    reachable: () => "reachable" as const,
  },
});

/** Reachability action creators. */
export const reachabilityActions = reachabilitySlice.actions;

/** Whether the API answers (`unreachable` / `retrying` after a start-up request got no response). */
export const selectApiReachability = (state: { reachability: ApiReachability }) =>
  state.reachability;
