import { createSelector } from "@reduxjs/toolkit";
import type { RedirectRule } from "../../navigation/types.ts";
import type { RootState } from "../../store/root-reducer.ts";
import { siteApi } from "../site/api.ts";

const noRedirects: RedirectRule[] = [];

/** Whether the shell has painted its first frame (see `AppState.painted`). */
export const selectFirstPainted = (state: RootState) => state.app.painted;
/** Whether the splash shows. */
export const selectSplash = (state: RootState) => state.app.splash;
/** Country block status; null until checked. */
export const selectCountryBlocked = (state: RootState) => state.app.countryBlocked;
/** Whether a newer build is available. */
export const selectUpdateAvailable = (state: RootState) => state.app.updateAvailable;
/** Interface language. */
export const selectLanguage = (state: RootState) => state.app.language;
/** Toasts to show, oldest first. */
export const selectToasts = (state: RootState) => state.app.toasts;
/** Server-driven redirects of rule 6 (the cached redirect rules; none until loaded). */
export const selectRedirects = createSelector(
  [siteApi.endpoints.listRedirectRules.select()],
  (entry): readonly RedirectRule[] =>
    entry.data?.map(({ path, target_type, target }) => ({ path, target_type, target })) ??
    noRedirects,
);
/** Whether the bonus dialog is open. */
export const selectBonusDialogOpen = (state: RootState) => state.app.bonusDialogOpen;
/** Whether the API answers (`unreachable` / `retrying` after a start-up request got no response). */
export const selectApiReachability = (state: RootState) => state.app.api;
