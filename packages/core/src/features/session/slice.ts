import { createSlice, isAnyOf, type PayloadAction } from "@reduxjs/toolkit";
import type { RequestError } from "../../api/request-error.ts";
import type { SocialProvider } from "../../api/entities.ts";
import type { AuthTab } from "../../navigation/types.ts";
import type { ShellKind } from "../../platform/ports.ts";

/** What the `/login/update-email` screen carries after a social login without usable e-mail. */
export interface SocialEmailUpdate {
  provider: SocialProvider;
  accessToken: string;
  email: string | null;
}

/**
 * How a session was obtained (the sign-in step that gave the token). Not the contract's
 * `LoginMethod`, which is how the account signs in (email, google, facebook, telegram).
 */
export type SessionOrigin = "password" | "two_factor" | "register" | "social" | "telegram";

/** Session state: token, login type, auth dialog, pending two-factor, after-login path. */
export interface SessionState {
  token: string | null;
  shellKind: ShellKind;
  authDialog: { open: boolean; tab: AuthTab };
  /** `auth_id` of a sign-in waiting for its two-factor code. */
  pendingAuthId: string | null;
  /** Path visited after the next successful login (rule 7). */
  afterLoginPath: string | null;
  /** Whether an auth request (login, 2FA, register, social, update e-mail, Telegram) is running. */
  pending: boolean;
  error: RequestError | null;
  /** E-mail of an account whose address is unverified: the unverified-email dialog is open. */
  unverifiedEmail: string | null;
  socialEmailUpdate: SocialEmailUpdate | null;
  /** Logout loading indicator (hidden after at most 10 s). */
  logoutPending: boolean;
  /** Whether a 401 was already handled since the last login (navigate to the lobby only once). */
  unauthorizedHandled: boolean;
  /** What the sign-up form starts with: the stored referral code and bonus code (cookies). */
  signUpPrefill: SignUpPrefill;
}

/** The sign-up form's prefilled values (null: nothing stored). */
export interface SignUpPrefill {
  reference: string | null;
  voucherCode: string | null;
}

/** The sign-up request the form sends (the core adds the visitor id and affiliate token). */
export interface RegisterSubmission {
  username: string;
  email: string;
  password: string;
  /** A referral code; empty: none. */
  reference: string;
  /** A promotion code; empty: none. */
  voucher_code: string;
  age_confirmed: boolean;
  terms_accepted: boolean;
}

/** Initial session state. */
export const initialSessionState: SessionState = {
  token: null,
  shellKind: "email",
  authDialog: { open: false, tab: "login" },
  pendingAuthId: null,
  afterLoginPath: null,
  pending: false,
  error: null,
  unverifiedEmail: null,
  socialEmailUpdate: null,
  logoutPending: false,
  unauthorizedHandled: false,
  signUpPrefill: { reference: null, voucherCode: null },
};

const started = (state: SessionState) => {
  state.pending = true;
  state.error = null;
};
const failed = (state: SessionState, action: PayloadAction<RequestError>) => {
  state.pending = false;
  state.error = action.payload;
};

/** The session slice. Actions are events (`session/loginSubmitted`), never setters. */
export const sessionSlice = createSlice({
  name: "session",
  initialState: initialSessionState,
  reducers: {
    restored(state, action: PayloadAction<{ token: string | null; shellKind: ShellKind }>) {
      state.token = action.payload.token;
      state.shellKind = action.payload.shellKind;
    },
    authDialogOpened(state, action: PayloadAction<{ tab: AuthTab; afterLoginPath?: string }>) {
      state.authDialog = { open: true, tab: action.payload.tab };
      state.error = null;
      if (action.payload.afterLoginPath) state.afterLoginPath = action.payload.afterLoginPath;
    },
    authTabChanged(state, action: PayloadAction<AuthTab>) {
      state.authDialog.tab = action.payload;
      state.error = null;
    },
    authDialogClosed(state) {
      state.authDialog.open = false;
      state.pendingAuthId = null;
      state.error = null;
    },
    loginSubmitted: {
      reducer: started,
      prepare: (payload: { username_or_email: string; password: string }) => ({ payload }),
    },
    twoFactorRequired(state, action: PayloadAction<{ authId: string }>) {
      state.pending = false;
      state.pendingAuthId = action.payload.authId;
      state.authDialog = { open: true, tab: "two_factor" };
    },
    twoFactorChallengeSubmitted: {
      reducer: started,
      prepare: (payload: { code: string } | { recovery_code: string }) => ({ payload }),
    },
    emailUnverified(state, action: PayloadAction<{ email: string }>) {
      state.pending = false;
      state.unverifiedEmail = action.payload.email;
      state.authDialog.open = false;
    },
    unverifiedEmailDialogClosed(state) {
      state.unverifiedEmail = null;
    },
    registerSubmitted: {
      reducer: started,
      prepare: (payload: RegisterSubmission) => ({ payload }),
    },
    /** The stored referral and bonus codes were read (start, a link, a deep link). */
    signUpPrefillRead(state, action: PayloadAction<SignUpPrefill>) {
      state.signUpPrefill = action.payload;
    },
    registeredPendingVerification(state) {
      state.pending = false;
      state.authDialog.open = false;
    },
    socialLoginSubmitted: {
      reducer: started,
      prepare: (payload: { provider_name: SocialProvider; access_token: string }) => ({ payload }),
    },
    socialEmailRequired(state, action: PayloadAction<SocialEmailUpdate>) {
      state.pending = false;
      state.socialEmailUpdate = action.payload;
      state.authDialog.open = false;
    },
    socialEmailUpdateSubmitted: {
      reducer: started,
      prepare: (payload: { email: string; username: string }) => ({ payload }),
    },
    telegramLoginSubmitted: started,
    loginSucceeded(state, action: PayloadAction<{ token: string; method: SessionOrigin }>) {
      state.token = action.payload.token;
      state.pending = false;
      state.error = null;
      state.pendingAuthId = null;
      state.socialEmailUpdate = null;
      state.unverifiedEmail = null;
      state.authDialog.open = false;
      state.unauthorizedHandled = false;
    },
    authFailed: failed,
    afterLoginPathConsumed(state) {
      state.afterLoginPath = null;
    },
    logoutRequested(state) {
      state.logoutPending = true;
    },
    loggedOut(
      state,
      _action: PayloadAction<{ reason: "logout" | "userFetchFailed" | "telegramUserChanged" }>,
    ) {
      state.token = null;
      state.pendingAuthId = null;
    },
    logoutLoadingHidden(state) {
      state.logoutPending = false;
    },
    /** A call answered 401: the token is dropped. */
    unauthorized(state) {
      state.token = null;
    },
    unauthorizedHandled(state) {
      state.unauthorizedHandled = true;
    },
    /**
     * The mini app replaces the session it had (a new launch signs in again): the old token is
     * revoked, so a 401 for it is expected and sends nobody anywhere.
     */
    sessionReplacing(state) {
      state.unauthorizedHandled = true;
    },
    /** The visitor's country is blocked (rule 1): the token is dropped. */
    tokenRevokedByCountryBlock(state) {
      state.token = null;
    },
  },
});

/** Session event action creators. */
export const sessionActions = sessionSlice.actions;

/**
 * The session ended, whichever way: sign-out (`loggedOut`, also a failed user fetch or another
 * Telegram user), a 401 (`unauthorized`) or the country block (`tokenRevokedByCountryBlock`).
 * The one test every slice and saga that forgets the player's data uses (`addMatcher`, `take`).
 */
export const sessionEnded = isAnyOf(
  sessionActions.loggedOut,
  sessionActions.unauthorized,
  sessionActions.tokenRevokedByCountryBlock,
);
