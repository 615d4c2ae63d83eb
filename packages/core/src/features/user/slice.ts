import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { RequestError } from "../../api/request-error.ts";
import type { RecoveryCodesProof, TwoFactorSecret } from "../../api/entities.ts";
import { sessionEnded } from "../session/index.ts";

/** Two-factor set-up and recovery-code state. */
export interface TwoFactorState {
  pending: boolean;
  error: RequestError | null;
  /** Secret and `otpauth://` URL of a set-up waiting for confirmation. */
  setup: TwoFactorSecret | null;
  /**
   * New recovery codes to show once (two-factor recovery codes dialog); null when closed. The
   * server keeps only their hashes: `coreApi.endpoints.twoFactorRecoveryCodes` tells how many remain.
   */
  recoveryCodes: string[] | null;
}

/**
 * The player's flows: two-factor set-up and recovery codes. The player themself is server data:
 * `coreApi.endpoints.userInformation` (read it with `selectUser`).
 */
export interface UserState {
  twoFactor: TwoFactorState;
}

const initialTwoFactor: TwoFactorState = {
  pending: false,
  error: null,
  setup: null,
  recoveryCodes: null,
};

/** Initial user state. */
export const initialUserState: UserState = { twoFactor: initialTwoFactor };

const twoFactorStarted = (state: UserState) => {
  state.twoFactor.pending = true;
  state.twoFactor.error = null;
};

/** The user slice. */
export const userSlice = createSlice({
  name: "user",
  initialState: initialUserState,
  reducers: {
    /** Something changed the player on the server (e-mail or phone verified, details saved). */
    fetchRequested() {},
    /** The player's fetch ended, loaded or failed for good (the splash may go). */
    fetchSettled() {},
    twoFactorEnableRequested: twoFactorStarted,
    twoFactorSecretReceived(state, action: PayloadAction<TwoFactorSecret>) {
      state.twoFactor.pending = false;
      state.twoFactor.setup = action.payload;
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
    },
    twoFactorDisableSubmitted: {
      reducer: twoFactorStarted,
      prepare: (payload: { code: string }) => ({ payload }),
    },
    twoFactorDisabled(state) {
      state.twoFactor = initialTwoFactor;
    },
    /** A two-factor dialog opened: a previous failure is not shown in it. */
    twoFactorErrorCleared(state) {
      state.twoFactor.error = null;
    },
    recoveryCodesRegenerateSubmitted: {
      reducer: twoFactorStarted,
      prepare: (payload: RecoveryCodesProof) => ({ payload }),
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
    builder.addMatcher(sessionEnded, clear);
  },
});

/** User event action creators. */
export const userActions = userSlice.actions;
