import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Locale } from "../../api/entities.ts";

/** The interface language. */
export interface LanguageState {
  current: Locale;
}

/** Initial language state. */
export const initialLanguageState: LanguageState = { current: "en" };

/** The language slice. */
export const languageSlice = createSlice({
  name: "language",
  initialState: initialLanguageState,
  reducers: {
    /** The language resolved at start (cookie, player, device); nothing is saved. */
    resolved(state, action: PayloadAction<Locale>) {
      state.current = action.payload;
    },
    /** The player picked a language (saved to the cookie and the player's account). */
    selected(state, action: PayloadAction<Locale>) {
      state.current = action.payload;
    },
  },
});

/** Language action creators. */
export const languageActions = languageSlice.actions;

/** Interface language. */
export const selectLanguage = (state: { language: LanguageState }) => state.language.current;
