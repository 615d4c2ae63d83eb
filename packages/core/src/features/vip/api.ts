import type { components } from "@casino/api";
import { contractGet, contractMutation, coreApi, type ContractData } from "../../store/core-api.ts";
import type { AppDispatch } from "../../store/make-store.ts";

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

/**
 * VIP endpoints (`/vip-program`): the levels (empty on failure), the star settings, and the
 * player's level progress (read it with `selectLevelProgress`) and stars. Realtime
 * `level_progress` patches the cached level information in place and refetches the cached star
 * information (`VipStars` tag). Level names are in the request's language (`Content` tag: fetched
 * again when the player switches language). The daily login reward's claim refetches the wallets
 * and writes the day's state into the cached `loginRewardStatus`.
 */
export const vipApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    listVipLevels: build.query<ContractData<"/api/levels">, void>({
      query: () => ({ url: "/api/levels", fallback: [] }),
      /** Level names in the request's language. */
      providesTags: ["Content"],
    }),
    getVipStarSettings: contractGet(build, "/api/settings/vip-system/star"),
    getUserLevelInformation: contractGet(build, "/api/user/level-information", ["Content"]),
    getUserStarInformation: contractGet(build, "/api/user/star-information", ["VipStars"]),
    claimLoginReward: contractMutation(build, "post", "/api/login-reward/claim", {
      invalidatesTags: ["Wallets"],
      onQueryStarted: cacheClaimedLoginReward,
    }),
  }),
});
