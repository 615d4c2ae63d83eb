import { coreApi, type AppDispatch, type User } from "@casino/core";
import type { components } from "@casino/api";
import { useMutation, useQuery } from "@casino/core/react";

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

/** Profile endpoints (personal details, identity, password, phone verification, consent). */
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

const endpoints = profileApi.endpoints;
const { countries, states, cities } = coreApi.endpoints;

export const useUpdatePersonalDetail = () => useMutation(endpoints.updatePersonalDetail);
export const useUpdateUserInformation = () => useMutation(endpoints.updateUserInformation);
export const useUpdatePrivacy = () => useMutation(endpoints.updatePrivacy);
export const useGiveConsent = () => useMutation(endpoints.giveConsent);
export const useChangePassword = () => useMutation(endpoints.changePassword);
export const useSendPhoneOtp = () => useMutation(endpoints.sendPhoneOtp);
export const useResendPhoneOtp = () => useMutation(endpoints.resendPhoneOtp);
export const useVerifyPhoneOtp = () => useMutation(endpoints.verifyPhoneOtp);

/** Countries (empty on failure), loaded when a screen needs them. */
export const useCountries = () => useQuery(countries, undefined);
/** States of a country, loaded once one is chosen. */
export const useStates = (countryCode: string) =>
  useQuery(states, countryCode, { skip: !countryCode });
/** Cities of a state, loaded once one is chosen. */
export const useCities = (stateId: number | null) =>
  useQuery(cities, stateId ?? 0, { skip: !stateId });
