import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** The build check slice: whether a newer build was published (reload on the next navigation). */
export const buildCheckSlice = createSlice({
  name: "buildCheck",
  initialState: { updateAvailable: false },
  reducers: {
    buildChanged(state, _action: PayloadAction<{ buildId: string }>) {
      state.updateAvailable = true;
    },
  },
});

/** Build check action creators. */
export const buildCheckActions = buildCheckSlice.actions;

/** Whether a newer build is available. */
export const selectUpdateAvailable = (state: { buildCheck: { updateAvailable: boolean } }) =>
  state.buildCheck.updateAvailable;
