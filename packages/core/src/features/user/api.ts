import type { components } from "@casino/api";
import type { User } from "../../api/entities.ts";
import { coreApi } from "../../store/core-api.ts";
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
    updatePersonalDetail: build.mutation<User, Schemas["UpdatePersonalDetailRequest"]>({
      query: (body) => ({ method: "patch", url: "/api/user/personal-detail/update", body }),
      onQueryStarted: cacheUpdatedUser,
    }),
    updateUserInformation: build.mutation<User, Schemas["UpdateUserInformationRequest"]>({
      query: (body) => ({ method: "patch", url: "/api/user/information/update", body }),
      onQueryStarted: cacheUpdatedUser,
    }),
    updatePrivacy: build.mutation<User, Schemas["UpdatePrivacyRequest"]>({
      query: (body) => ({ method: "put", url: "/api/user/privacy", body }),
      onQueryStarted: cacheUpdatedUser,
    }),
    /** Age and terms confirmed: the answer is the player, `consent_required` now false. */
    giveConsent: build.mutation<User, Schemas["GiveConsentRequest"]>({
      query: (body) => ({ method: "post", url: "/api/user/consent", body }),
      onQueryStarted: cacheUpdatedUser,
    }),
    changePassword: build.mutation<unknown, Schemas["ChangePasswordRequest"]>({
      query: (body) => ({ method: "patch", url: "/api/user/change-password", body }),
    }),
    sendPhoneOtp: build.mutation<unknown, Schemas["SendPhoneOtpRequest"]>({
      query: (body) => ({ method: "post", url: "/api/otp/send", body }),
    }),
    resendPhoneOtp: build.mutation<unknown, void>({ query: () => ({ url: "/api/otp/resend" }) }),
    verifyPhoneOtp: build.mutation<unknown, { code: string }>({
      query: (query) => ({ url: "/api/verify", query }),
    }),
  }),
});
