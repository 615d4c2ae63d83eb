import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { RequestError } from "../../api/request-error.ts";
import type { TwoFactorSecret, User } from "../../api/entities.ts";
import { realtimeEventActions } from "../realtime/events.ts";
import { sessionActions } from "../session/slice.ts";

/** Two-factor set-up and recovery-code state. */
export interface TwoFactorState {
  pending: boolean;
  error: RequestError | null;
  /** Secret and `otpauth://` URL of a set-up waiting for confirmation. */
  setup: TwoFactorSecret | null;
  /** Recovery codes to show (two-factor recovery codes dialog); null when closed. */
  recoveryCodes: string[] | null;
}

/** The signed-in player and their two-factor state. */
export interface UserState {
  data: User | null;
  status: "idle" | "loading" | "loaded" | "failed";
  twoFactor: TwoFactorState;
}

const initialTwoFactor: TwoFactorState = {
  pending: false,
  error: null,
  setup: null,
  recoveryCodes: null,
};

/** Initial user state. */
export const initialUserState: UserState = {
  data: null,
  status: "idle",
  twoFactor: initialTwoFactor,
};

const twoFactorStarted = (state: UserState) => {
  state.twoFactor.pending = true;
  state.twoFactor.error = null;
};

/** The user slice. */
export const userSlice = createSlice({
  name: "user",
  initialState: initialUserState,
  reducers: {
    fetchRequested(state) {
      state.status = "loading";
    },
    fetched(state, action: PayloadAction<User>) {
      state.data = action.payload;
      state.status = "loaded";
    },
    fetchFailed(state, _action: PayloadAction<RequestError>) {
      state.status = "failed";
    },
    /** The selected wallet changed: `player_information.wallet_currency` follows it. */
    walletCurrencyChanged(state, action: PayloadAction<string>) {
      if (state.data) state.data.player_information.wallet_currency = action.payload;
    },
    emailVerified(state, action: PayloadAction<{ email_verified_at: string }>) {
      if (state.data) state.data.email_verified_at = action.payload.email_verified_at;
    },
    twoFactorEnableRequested: twoFactorStarted,
    twoFactorSecretReceived(state, action: PayloadAction<TwoFactorSecret>) {
      state.twoFactor.pending = false;
      state.twoFactor.setup = action.payload;
      if (state.data) state.data.two_factor_enabled = true;
    },
    twoFactorConfirmSubmitted: {
      reducer: twoFactorStarted,
      prepare: (payload: { code: string }) => ({ payload }),
    },
    twoFactorConfirmed(
      state,
      action: PayloadAction<{ recoveryCodes: string[]; confirmedAt: string }>,
    ) {
      state.twoFactor.pending = false;
      state.twoFactor.setup = null;
      state.twoFactor.recoveryCodes = action.payload.recoveryCodes;
      if (state.data) {
        state.data.two_factor_enabled = true;
        state.data.two_factor_confirmed_at = action.payload.confirmedAt;
      }
    },
    twoFactorDisableSubmitted: {
      reducer: twoFactorStarted,
      prepare: (payload: { code: string }) => ({ payload }),
    },
    twoFactorDisabled(state) {
      state.twoFactor = initialTwoFactor;
      if (state.data) {
        state.data.two_factor_enabled = false;
        state.data.two_factor_confirmed_at = null;
      }
    },
    recoveryCodesRequested: twoFactorStarted,
    recoveryCodesRegenerateSubmitted: {
      reducer: twoFactorStarted,
      prepare: (payload: { code: string }) => ({ payload }),
    },
    recoveryCodesReceived(state, action: PayloadAction<string[]>) {
      state.twoFactor.pending = false;
      state.twoFactor.recoveryCodes = action.payload;
    },
    recoveryCodesDialogClosed(state) {
      state.twoFactor.recoveryCodes = null;
    },
    twoFactorFailed(state, action: PayloadAction<RequestError>) {
      state.twoFactor.pending = false;
      state.twoFactor.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    const clear = () => initialUserState;
    builder
      .addCase(realtimeEventActions.verified_email, (state, action) => {
        if (state.data && state.data.email === action.payload.email)
          state.data.email_verified_at = action.payload.email_verified_at;
      })
      .addCase(realtimeEventActions.verified_otp, (state, action) => {
        if (!state.data) return;
        const info = state.data.player_information;
        info.phone_code = action.payload.phone_code;
        info.phone = action.payload.phone;
        info.phone_verified_at = action.payload.phone_verified_at;
      })
      .addCase(sessionActions.loggedOut, clear)
      .addCase(sessionActions.unauthorized, clear)
      .addCase(sessionActions.tokenRevokedByCountryBlock, clear);
  },
});

/** User event action creators. */
export const userActions = userSlice.actions;
