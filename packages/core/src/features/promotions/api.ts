import { contractItem, contractList, coreApi, type ContractQuery } from "../../store/core-api.ts";

/** Query of `GET /api/promotions` (`page`, `per_page`). */
export type PromotionListQuery = ContractQuery<"/api/promotions">;

/**
 * Promotion endpoints (`/promotion`, `/promotion/{id or slug}`), typed from `paths`. Their texts
 * are in the request's language (`Content`: fetched again when the player switches language).
 */
export const promotionsApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    listPromotions: contractList(build, "/api/promotions", ["Content"]),
    getPromotion: contractItem(build, "/api/promotions/{id}", ["Content"]),
  }),
});
