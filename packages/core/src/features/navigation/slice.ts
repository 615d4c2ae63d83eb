import { createSelector, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { AppLocation } from "../../platform/ports.ts";
import type { RedirectRule } from "../../navigation/types.ts";
import type { RootState } from "../../store/root-reducer.ts";
import { siteApi } from "../site/index.ts";

/** What the navigation rules know beyond the location: the country check's result. */
export interface NavigationSliceState {
  /** Result of the last country check; null until known. */
  countryBlocked: boolean | null;
}

/** Initial navigation state. */
export const initialNavigationState: NavigationSliceState = { countryBlocked: null };

/** The navigation slice (the rules themselves are in `src/navigation`). */
export const navigationSlice = createSlice({
  name: "navigation",
  initialState: initialNavigationState,
  reducers: {
    /** The shell reports every navigation (path, query, hash); the navigation saga handles it. */
    locationChanged(_state, _action: PayloadAction<AppLocation>) {},
    countryChecked(state, action: PayloadAction<{ blocked: boolean }>) {
      state.countryBlocked = action.payload.blocked;
    },
  },
});

/** Navigation action creators. */
export const navigationActions = navigationSlice.actions;

/** Country block status; null until checked. */
export const selectCountryBlocked = (state: RootState) => state.navigation.countryBlocked;

const noRedirects: RedirectRule[] = [];

/** Server-driven redirects of rule 6 (the cached redirect rules; none until loaded). */
export const selectRedirects = createSelector(
  [siteApi.endpoints.listRedirectRules.select()],
  (entry): readonly RedirectRule[] =>
    entry.data?.map(({ path, target_type, target }) => ({ path, target_type, target })) ??
    noRedirects,
);
