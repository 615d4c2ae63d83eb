import {
  contractGet,
  contractItem,
  contractList,
  coreApi,
  type ContractQuery,
} from "../../store/core-api.ts";

/** Query of `GET /api/blogs` (`tag` slug, `search`, page). */
export type BlogListQuery = ContractQuery<"/api/blogs">;

/**
 * Blog endpoints (`/blogs`, `/blogs/tags`, `/blogs/{id or slug}`), typed from `paths`. Their text
 * is in the request's language: tagged `Content`, refetched when the player switches language.
 */
export const blogsApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    listBlogs: contractList(build, "/api/blogs", ["Content"]),
    listBlogTags: contractGet(build, "/api/blogs/tags", ["Content"]),
    getBlog: contractItem(build, "/api/blogs/{id}", ["Content"]),
  }),
});
