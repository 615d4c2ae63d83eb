import { createSlice } from "@reduxjs/toolkit";
import { userActions } from "../user/index.ts";

/** The start of the app: the splash and the shell's first paint. */
export interface StartupState {
  /** Whether the full-screen splash shows (until the first data has loaded). */
  splash: boolean;
  /**
   * Whether the shell has painted its first frame. The realtime connection and the loads the
   * first paint does not need wait for it (`makeStore({ awaitFirstPaint })`); true from the start
   * in every other store (tests, Node clients).
   */
  painted: boolean;
}

/** Initial start-up state. */
export const initialStartupState: StartupState = { splash: true, painted: true };

/** The start-up slice. */
export const startupSlice = createSlice({
  name: "startup",
  initialState: initialStartupState,
  reducers: {
    splashHidden(state) {
      state.splash = false;
    },
    /** The shell painted its first frame: what waited for it starts. */
    firstPainted(state) {
      state.painted = true;
    },
  },
  extraReducers: (builder) => {
    // The splash waits for the player of a restored session, loaded or failed for good.
    builder.addCase(userActions.fetchSettled, (state) => {
      state.splash = false;
    });
  },
});

/** Start-up action creators. */
export const startupActions = startupSlice.actions;

type WithStartup = { startup: StartupState };

/** Whether the splash shows. */
export const selectSplash = (state: WithStartup) => state.startup.splash;
/** Whether the shell has painted its first frame (see `StartupState.painted`). */
export const selectFirstPainted = (state: WithStartup) => state.startup.painted;
