import { createSlice, nanoid, type PayloadAction } from "@reduxjs/toolkit";
import type { Locale } from "../../api/entities.ts";
import type { AppLocation } from "../../platform/ports.ts";

/** A toast the UI shows (auto-closing). */
export interface Toast {
  id: string;
  kind: "success" | "error" | "info";
  /** Server message, or a message key the app translates. */
  message: string;
}

/** Whether the API answers: `unreachable` after a start-up request got no response at all. */
export type ApiReachability = "reachable" | "unreachable" | "retrying";

/** App-wide state: splash, country block, build update, language, toasts, bonus dialog, API reachability. */
export interface AppState {
  /** Whether the full-screen splash shows (until the first data has loaded). */
  splash: boolean;
  /** Result of the last country check; null until known. */
  countryBlocked: boolean | null;
  /** Whether a newer build was published (reload on the next navigation). */
  updateAvailable: boolean;
  language: Locale;
  toasts: Toast[];
  /** Whether the bonus dialog is open (deep link `open-bonus`). */
  bonusDialogOpen: boolean;
  /** Whether the API could be reached at start (network error or timeout: `unreachable`). */
  api: ApiReachability;
  /**
   * Whether the shell has painted its first frame. The realtime connection and the loads the
   * first paint does not need wait for it (`makeStore({ awaitFirstPaint })`); true from the start
   * in every other store (tests, Node clients).
   */
  painted: boolean;
}

/** Initial app state. */
export const initialAppState: AppState = {
  splash: true,
  countryBlocked: null,
  updateAvailable: false,
  language: "en",
  toasts: [],
  bonusDialogOpen: false,
  api: "reachable",
  painted: true,
};

/** The app slice. */
export const appSlice = createSlice({
  name: "app",
  initialState: initialAppState,
  reducers: {
    started(state, action: PayloadAction<{ language: Locale }>) {
      state.language = action.payload.language;
    },
    splashHidden(state) {
      state.splash = false;
    },
    /** The shell reports every navigation (path, query, hash); the navigation saga handles it. */
    locationChanged(_state, _action: PayloadAction<AppLocation>) {},
    countryChecked(state, action: PayloadAction<{ blocked: boolean }>) {
      state.countryBlocked = action.payload.blocked;
    },
    buildChanged(state, _action: PayloadAction<{ buildId: string }>) {
      state.updateAvailable = true;
    },
    /** The player picked a language (or it was resolved at start). */
    languageSelected(state, action: PayloadAction<Locale>) {
      state.language = action.payload;
    },
    bonusDialogOpened(state) {
      state.bonusDialogOpen = true;
    },
    bonusDialogClosed(state) {
      state.bonusDialogOpen = false;
    },
    /** A start-up request got no response (network error, CORS refusal, timeout). */
    apiUnreachable(state) {
      state.api = "unreachable";
    },
    /** The player asked to try the server again. */
    apiRetryRequested(state) {
      state.api = "retrying";
    },
    apiReachable(state) {
      state.api = "reachable";
    },
    /** The shell painted its first frame: what waited for it starts. */
    firstPainted(state) {
      state.painted = true;
    },
    toastQueued: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
      },
      prepare: (toast: Omit<Toast, "id">) => ({ payload: { ...toast, id: nanoid() } }),
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
});

/** App event action creators. */
export const appActions = appSlice.actions;
