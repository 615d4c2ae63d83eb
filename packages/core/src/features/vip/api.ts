import { contractGet, coreApi, type ContractData } from "../../store/core-api.ts";

/**
 * VIP endpoints (`/vip-program`): the levels (empty on failure), the star settings, and the
 * player's level progress (read it with `selectLevelProgress`) and stars. Realtime
 * `level_progress` patches the cached level information in place and refetches the cached star
 * information (`VipStars` tag). Level names are in the request's language (`Content` tag: fetched
 * again when the player switches language).
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
  }),
});
