import type { components } from "@casino/api";
import {
  contractGet,
  coreApi,
  toBracketQuery,
  type ContractData,
  type IdOrSlugArg,
} from "../../store/core-api.ts";

/** A lobby page slot (`in_menu`, `in_lobby_nav`, ...). */
export type PageSlot = components["schemas"]["PageSlot"];

/**
 * Site endpoints: static pages (`/page-detail/{slug}`), page slot items (menus, navs, footers;
 * sent as `slots[]=...`), the per-site settings (`hostname` defaults to the `X-Domain` header)
 * and the redirect rules of navigation rule 6. Typed from `paths`.
 */
export const siteApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    getPage: build.query<ContractData<"/api/pages/{slug}">, IdOrSlugArg>({
      query: (slug) => ({ url: "/api/pages/{slug}", path: { slug: String(slug) } }),
      /** In the request's language: refetched when the player switches language. */
      providesTags: ["Content"],
    }),
    listPageSlots: build.query<ContractData<"/api/page-slots">, readonly PageSlot[] | void>({
      query: (slots) => ({
        url: "/api/page-slots",
        query: toBracketQuery({ slots: slots ? [...slots] : undefined }),
      }),
      /** Titles (banners, rails, menus) in the request's language. */
      providesTags: ["Content"],
    }),
    getSiteSettings: build.query<ContractData<"/api/site-settings">, string | void>({
      query: (hostname) => ({ url: "/api/site-settings", query: hostname ? { hostname } : {} }),
    }),
    listRedirectRules: contractGet(build, "/api/redirect-rules"),
  }),
});
