/**
 * The demo content, written once (its own step, so a database seeded before it existed gets it
 * on the next start): the blog's tags and posts in the nine languages, and the translations of
 * the static pages (whose English text the site seed writes).
 */
import type { Db } from "../../db/types.ts";
import { pageTranslations } from "../pages/index.ts";
import { blogPosts, blogTags } from "./blog-content.ts";
import { isSeeded, markSeeded } from "../../db/seeded.ts";

const SEEDED_KEY = "content_seeded_at";
const DAY_MS = 86_400_000;

/**
 * Writes the demo blog and page translations unless they were written before.
 * @returns true when this call wrote them
 */
export async function seedContent(db: Db, now: Date = new Date()): Promise<boolean> {
  if (await isSeeded(db, SEEDED_KEY)) return false;
  await db.transaction().execute(async (trx) => {
    const tags = await trx
      .insertInto("blog_tags")
      .values(blogTags.map((tag) => ({ slug: tag.slug, names: JSON.stringify(tag.names) })))
      .onConflict((oc) =>
        oc.column("slug").doUpdateSet((eb) => ({ names: eb.ref("excluded.names") })),
      )
      .returning(["id", "slug"])
      .execute();
    const tagIds = new Map(tags.map((tag) => [tag.slug, tag.id]));
    for (const post of blogPosts) {
      const inserted = await trx
        .insertInto("blog_posts")
        .values({
          slug: post.slug,
          author_name: post.author,
          published_at: new Date(now.getTime() - post.daysAgo * DAY_MS),
        })
        .onConflict((oc) => oc.column("slug").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) continue;
      await trx
        .insertInto("blog_post_translations")
        .values(
          Object.entries(post.text).map(([locale, text]) => ({
            post_id: inserted.id,
            locale,
            ...text,
          })),
        )
        .execute();
      await trx
        .insertInto("blog_post_tags")
        .values(post.tags.map((slug) => ({ post_id: inserted.id, tag_id: tagIds.get(slug)! })))
        .execute();
    }
    const pages = await trx.selectFrom("pages").select(["id", "slug"]).execute();
    const pageIds = new Map(pages.map((page) => [page.slug, page.id]));
    const rows = Object.entries(pageTranslations).flatMap(([locale, bySlug]) =>
      Object.entries(bySlug).flatMap(([slug, text]) => {
        const id = pageIds.get(slug);
        return id === undefined ? [] : [{ page_id: id, locale, ...text }];
      }),
    );
    if (rows.length)
      await trx
        .insertInto("page_translations")
        .values(rows)
        .onConflict((oc) => oc.columns(["page_id", "locale"]).doNothing())
        .execute();
    await markSeeded(trx, SEEDED_KEY, now);
  });
  return true;
}
