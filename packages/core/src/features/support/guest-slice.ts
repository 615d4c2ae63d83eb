import { createSlice } from "@reduxjs/toolkit";
import { supportApi } from "./api.ts";

/** A guest's key to their support conversation (client state: it lives in this browser only). */
export interface SupportGuestState {
  /** The access token of the guest's conversation, or null when they have none. */
  accessToken: string | null;
}

const initialState: SupportGuestState = { accessToken: null };

/** The contract's `GuestSupportAccessToken`: 43 base64url characters. */
export const GUEST_SUPPORT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The guest's support access: set when the guest opens a conversation or the stored token is
 * restored, cleared when the guest starts over or the server no longer knows the token.
 */
export const supportGuestSlice = createSlice({
  name: "supportGuest",
  initialState,
  reducers: {
    /** The token kept in this browser was read back at start-up. */
    accessRestored(state, action: { payload: string }) {
      state.accessToken = action.payload;
    },
    /** The guest leaves their conversation (to start another), or its token is unknown. */
    accessForgotten(state) {
      state.accessToken = null;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      supportApi.endpoints.openGuestSupportConversation.matchFulfilled,
      (state, action) => {
        state.accessToken = action.payload.access_token;
      },
    );
  },
});

export const supportGuestActions = supportGuestSlice.actions;

/** The guest's support access token, or null. */
export const selectGuestSupportToken = (state: { supportGuest: SupportGuestState }) =>
  state.supportGuest.accessToken;
