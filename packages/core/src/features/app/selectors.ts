import type { RootState } from "../../store/root-reducer.ts";

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
/** The last location the shell reported. */
export const selectLocation = (state: RootState) => state.app.location;
/** Server-driven redirects. */
export const selectRedirects = (state: RootState) => state.app.redirects;
/** Whether the bonus dialog is open. */
export const selectBonusDialogOpen = (state: RootState) => state.app.bonusDialogOpen;
/** Whether the API answers (`unreachable` / `retrying` after a start-up request got no response). */
export const selectApiReachability = (state: RootState) => state.app.api;
