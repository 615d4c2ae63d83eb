import { coreApi, type ContractData, type ContractQuery } from "../../store/core-api.ts";
import type { IdOrSlugArg } from "../games/api.ts";

/** Query of `GET /api/blogs` (`tag` slug, `search`, page). */
export type BlogListQuery = ContractQuery<"/api/blogs">;

/**
 * Blog endpoints (`/blogs`, `/blogs/tags`, `/blogs/{id or slug}`), typed from `paths`. Their text
 * is in the request's language: tagged `Content`, refetched when the player switches language.
 */
export const blogsApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    listBlogs: build.query<ContractData<"/api/blogs">, BlogListQuery | void>({
      query: (query) => ({ url: "/api/blogs", query: query ?? {} }),
      providesTags: ["Content"],
    }),
    listBlogTags: build.query<ContractData<"/api/blogs/tags">, void>({
      query: () => ({ url: "/api/blogs/tags" }),
      providesTags: ["Content"],
    }),
    getBlog: build.query<ContractData<"/api/blogs/{id}">, IdOrSlugArg>({
      query: (id) => ({ url: "/api/blogs/{id}", path: { id: String(id) } }),
      providesTags: ["Content"],
    }),
  }),
});
