/**
 * The blog: posts (newest first, by tag or search), tags, one post by id or slug; all in the
 * `X-localization` language.
 */
import { ok } from "../../lib/envelope.ts";
import { notFound } from "../../lib/errors.ts";
import type { Handlers } from "../../lib/handler.ts";
import { imageBase } from "../../lib/public-url.ts";
import type { Services } from "../../services.ts";
import { contentLocale } from "../pages/index.ts";
import { findBlog, listBlogTags, listBlogs } from "./blogs.ts";

/** The handlers of the blogs feature. */
export function blogHandlers(services: Services): Handlers {
  const { db, clock, config } = services;
  return {
    listBlogs: async ({ query, lang, headers }) =>
      ok(
        await listBlogs(db, {
          locale: contentLocale(lang),
          now: new Date(clock.now()),
          base: imageBase(config, headers),
          query,
        }),
      ),

    listBlogTags: async ({ lang }) =>
      ok(await listBlogTags(db, contentLocale(lang), new Date(clock.now()))),

    getBlog: async ({ params, lang, headers }) => {
      const blog = await findBlog(db, String(params.id), {
        locale: contentLocale(lang),
        now: new Date(clock.now()),
        base: imageBase(config, headers),
      });
      if (!blog) throw notFound();
      return ok(blog);
    },
  };
}
