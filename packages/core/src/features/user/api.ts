import type { components } from "@casino/api";
import type { User } from "../../api/entities.ts";
import { contractMutation, coreApi } from "../../store/core-api.ts";
import type { AppDispatch } from "../../store/make-store.ts";

type Schemas = components["schemas"];
/** A country of the location lists. */
export type Country = Schemas["Country"];

/** A saved profile answers the player: the cached player (`selectUser`) takes it. */
async function cacheUpdatedUser(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: AppDispatch; queryFulfilled: Promise<{ data: User }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(coreApi.util.updateQueryData("userInformation", undefined, () => data));
  } catch {
    // The screen shows the failure.
  }
}

/**
 * Profile endpoints (personal details, identity, privacy, password, phone verification, consent).
 * A saved profile answers with the player, which replaces the cached one.
 */
export const profileApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    updatePersonalDetail: contractMutation(build, "patch", "/api/user/personal-detail/update", {
      onQueryStarted: cacheUpdatedUser,
    }),
    updateUserInformation: contractMutation(build, "patch", "/api/user/information/update", {
      onQueryStarted: cacheUpdatedUser,
    }),
    updatePrivacy: contractMutation(build, "put", "/api/user/privacy", {
      onQueryStarted: cacheUpdatedUser,
    }),
    /** Age and terms confirmed: the answer is the player, `consent_required` now false. */
    giveConsent: contractMutation(build, "post", "/api/user/consent", {
      onQueryStarted: cacheUpdatedUser,
    }),
    changePassword: contractMutation(build, "patch", "/api/user/change-password"),
    sendPhoneOtp: contractMutation(build, "post", "/api/otp/send"),
    resendPhoneOtp: contractMutation(build, "get", "/api/otp/resend"),
    verifyPhoneOtp: contractMutation(build, "get", "/api/verify"),
  }),
});

/**
 * Two-factor set-up and the account's language, run by the user and language sagas (internal:
 * screens dispatch the `user/...` and `language/selected` events).
 */
export const accountSettingsApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    enableTwoFactor: contractMutation(build, "post", "/api/user/two-factor-authentication"),
    confirmTwoFactor: contractMutation(
      build,
      "post",
      "/api/user/confirmed-two-factor-authentication",
    ),
    disableTwoFactor: contractMutation(build, "delete", "/api/user/two-factor-authentication"),
    regenerateRecoveryCodes: contractMutation(build, "post", "/api/user/two-factor-recovery-codes"),
    changeLanguage: contractMutation(build, "patch", "/api/user/lang/change"),
  }),
});
