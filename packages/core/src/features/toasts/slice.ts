import { createSlice, nanoid, type PayloadAction } from "@reduxjs/toolkit";

/** A toast the UI shows (auto-closing). */
export interface Toast {
  id: string;
  kind: "success" | "error" | "info";
  /** Server message, or a message key the app translates. */
  message: string;
}

/** The toasts to show, oldest first. */
export const toastsSlice = createSlice({
  name: "toasts",
  initialState: [] as Toast[],
  reducers: {
    queued: {
      reducer(state, action: PayloadAction<Toast>) {
        state.push(action.payload);
      },
      prepare: (toast: Omit<Toast, "id">) => ({ payload: { ...toast, id: nanoid() } }),
    },
    dismissed(state, action: PayloadAction<string>) {
      return state.filter((toast) => toast.id !== action.payload);
    },
  },
});

/** Toast action creators. */
export const toastActions = toastsSlice.actions;

/** Toasts to show, oldest first. */
export const selectToasts = (state: { toasts: Toast[] }) => state.toasts;
