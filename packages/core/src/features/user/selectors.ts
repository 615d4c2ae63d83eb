import type { RootState } from "../../store/root-reducer.ts";

/** The signed-in player, or null. */
export const selectUser = (state: RootState) => state.user.data;
/** Loading status of the player. */
export const selectUserStatus = (state: RootState) => state.user.status;
/** Two-factor is enabled once a secret exists (spec section 4). */
export const selectTwoFactorEnabled = (state: RootState) =>
  state.user.data?.two_factor_enabled ?? false;
/** Two-factor is confirmed once the confirmation timestamp is set (spec section 4). */
export const selectTwoFactorConfirmed = (state: RootState) =>
  Boolean(state.user.data?.two_factor_confirmed_at);
/** Two-factor set-up and recovery-code state. */
export const selectTwoFactor = (state: RootState) => state.user.twoFactor;
/** Whether the player's e-mail is verified. */
export const selectEmailVerified = (state: RootState) =>
  Boolean(state.user.data?.email_verified_at);
