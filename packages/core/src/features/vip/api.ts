import { contractGet, coreApi, type ContractData } from "../../store/core-api.ts";

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
    getVipStarSettings: contractGet(build, "/api/settings/vip-system/star"),
    getUserLevelInformation: contractGet(build, "/api/user/level-information"),
    getUserStarInformation: contractGet(build, "/api/user/star-information", ["VipStars"]),
  }),
});
