import type { RootState } from "../../store/root-reducer.ts";

/** The session slice. */
export const selectSession = (state: RootState) => state.session;
/** The bearer token, or null. */
export const selectToken = (state: RootState) => state.session.token;
/**
 * Whether the visitor is signed in: a session token is present. The one definition of "signed in"
 * (screens, navigation rules and sagas all read it; the player's data is dropped with the token).
 */
export const selectIsLoggedIn = (state: RootState) => state.session.token !== null;
/** `email` inside the browser, `telegram` inside the mini app. */
export const selectShellKind = (state: RootState) => state.session.shellKind;
/** The auth dialog: open flag and tab. */
export const selectAuthDialog = (state: RootState) => state.session.authDialog;
/** The sign-up form's prefilled referral and bonus codes. */
export const selectSignUpPrefill = (state: RootState) => state.session.signUpPrefill;
/** `auth_id` of a sign-in waiting for its two-factor code. */
export const selectPendingAuthId = (state: RootState) => state.session.pendingAuthId;
/** Path visited after the next login. */
export const selectAfterLoginPath = (state: RootState) => state.session.afterLoginPath;
/** Whether an auth request runs. */
export const selectAuthPending = (state: RootState) => state.session.pending;
/** The last auth failure. */
export const selectAuthError = (state: RootState) => state.session.error;
/** E-mail of the unverified-email dialog, or null when it is closed. */
export const selectUnverifiedEmail = (state: RootState) => state.session.unverifiedEmail;
/** Values for `/login/update-email`. */
export const selectSocialEmailUpdate = (state: RootState) => state.session.socialEmailUpdate;
/** Whether the logout loading indicator shows. */
export const selectLogoutPending = (state: RootState) => state.session.logoutPending;
