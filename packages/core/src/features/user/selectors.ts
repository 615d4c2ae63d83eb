import { createSelector } from "@reduxjs/toolkit";
import { coreApi } from "../../store/core-api.ts";
import type { RootState } from "../../store/root-reducer.ts";

const selectUserEntry = coreApi.endpoints.userInformation.select();

/** The signed-in player (`GET /api/user/information` in the cache), or null. */
export const selectUser = createSelector([selectUserEntry], (entry) => entry.data ?? null);
/** Two-factor is enabled once a secret exists. */
export const selectTwoFactorEnabled = (state: RootState) =>
  selectUser(state)?.two_factor_enabled ?? false;
/** Two-factor is confirmed once the confirmation timestamp is set. */
export const selectTwoFactorConfirmed = (state: RootState) =>
  Boolean(selectUser(state)?.two_factor_confirmed_at);
/** Two-factor set-up and recovery-code state. */
export const selectTwoFactor = (state: RootState) => state.user.twoFactor;
/**
 * The player has not confirmed age and terms yet (`User.consent_required`): money and bets wait
 * until the consent dialog is answered (`POST /api/user/consent`).
 */
export const selectConsentRequired = (state: RootState) =>
  selectUser(state)?.consent_required ?? false;
/** Whether the player's e-mail is verified. */
export const selectEmailVerified = (state: RootState) =>
  Boolean(selectUser(state)?.email_verified_at);
