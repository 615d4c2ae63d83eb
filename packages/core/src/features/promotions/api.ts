import { contractItem, contractList, coreApi, type ContractQuery } from "../../store/core-api.ts";

/** Query of `GET /api/promotions` (`page`, `per_page`). */
export type PromotionListQuery = ContractQuery<"/api/promotions">;

/** Promotion endpoints (`/promotion`, `/promotion/{id or slug}`), typed from `paths`. */
export const promotionsApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    listPromotions: contractList(build, "/api/promotions"),
    getPromotion: contractItem(build, "/api/promotions/{id}"),
  }),
});
