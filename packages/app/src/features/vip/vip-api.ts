import { bonusesApi, coreApi, vipApi, type AppDispatch } from "@casino/core";
import type { components } from "@casino/api";
import { useMutation, useQuery } from "@casino/core/react";

type Schemas = components["schemas"];
/** A VIP level of `GET /api/levels`. */
export type VipLevelDefinition = Schemas["VipLevelDefinition"];
/** The credited login reward. */
export type LoginRewardClaim = Schemas["LoginRewardClaim"];
/** The credited cashback. */
export type CashbackClaim = Schemas["CashbackClaim"];

/** A claimed login reward answers with the day's state: the cached status takes it at once. */
async function cacheClaimedLoginReward(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: AppDispatch; queryFulfilled: Promise<{ data: LoginRewardClaim }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      coreApi.util.upsertQueryData("loginRewardStatus", undefined, {
        is_claimed: true,
        claimed_at: data.claimed_at,
        next_available_at: data.next_available_at,
      }),
    );
  } catch {
    // The card shows the failure.
  }
}

/** The daily login reward's claim (`POST /api/login-reward/claim`); the wallets refetch. */
export const loginRewardApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    claimLoginReward: build.mutation<LoginRewardClaim, void>({
      query: () => ({ method: "post", url: "/api/login-reward/claim" }),
      invalidatesTags: ["Wallets"],
      onQueryStarted: cacheClaimedLoginReward,
    }),
  }),
});

/** The five levels and level 0, lowest first (empty on failure). */
export const useVipLevels = () => useQuery(vipApi.endpoints.listVipLevels, undefined);
/** The player's level and progress (patched live by `level_progress`). */
export const useLevelInformation = () =>
  useQuery(vipApi.endpoints.getUserLevelInformation, undefined);
/** The player's stars (refetched after each `level_progress`). */
export const useStarInformation = () =>
  useQuery(vipApi.endpoints.getUserStarInformation, undefined);
/** The cashback (claimable, or the running period's estimate; `ready_claim_cashback` fills it). */
export const useCashback = () => useQuery(bonusesApi.endpoints.getCashback, undefined);
/** Whether today's login reward was claimed. */
export const useLoginRewardStatus = () => useQuery(coreApi.endpoints.loginRewardStatus, undefined);
/** The player's referral code, link and results (zeros on failure). */
export const useReferralInfo = () => useQuery(coreApi.endpoints.referralInfo, undefined);

export const useClaimCashback = () => useMutation(bonusesApi.endpoints.claimCashback);
export const useClaimLoginReward = () => useMutation(loginRewardApi.endpoints.claimLoginReward);
