import { coreApi, type ContractData } from "../../store/core-api.ts";

/**
 * VIP endpoints (`/vip-program`): the levels (empty on failure), the star settings, and the
 * player's level progress (read it with `selectLevelProgress`) and stars. Realtime
 * `level_progress` patches the cached level information in place and refetches the cached star
 * information (`VipStars` tag).
 */
export const vipApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    listVipLevels: build.query<ContractData<"/api/levels">, void>({
      query: () => ({ url: "/api/levels", fallback: [] }),
    }),
    getVipStarSettings: build.query<ContractData<"/api/settings/vip-system/star">, void>({
      query: () => ({ url: "/api/settings/vip-system/star" }),
    }),
    getUserLevelInformation: build.query<ContractData<"/api/user/level-information">, void>({
      query: () => ({ url: "/api/user/level-information" }),
    }),
    getUserStarInformation: build.query<ContractData<"/api/user/star-information">, void>({
      query: () => ({ url: "/api/user/star-information" }),
      providesTags: ["VipStars"],
    }),
  }),
});
