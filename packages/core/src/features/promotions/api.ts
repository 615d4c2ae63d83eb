import { coreApi, type ContractData, type ContractQuery } from "../../store/core-api.ts";
import type { IdOrSlugArg } from "../games/api.ts";

/** Query of `GET /api/promotions` (`page`, `per_page`). */
export type PromotionListQuery = ContractQuery<"/api/promotions">;

/** Promotion endpoints (`/promotion`, `/promotion/{id or slug}`), typed from `paths`. */
export const promotionsApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    listPromotions: build.query<ContractData<"/api/promotions">, PromotionListQuery | void>({
      query: (query) => ({ url: "/api/promotions", query: query ?? {} }),
    }),
    getPromotion: build.query<ContractData<"/api/promotions/{id}">, IdOrSlugArg>({
      query: (id) => ({ url: "/api/promotions/{id}", path: { id: String(id) } }),
    }),
  }),
});
