/**
 * The blog (`/blogs`): posts with their translations and tags, read in the request's language
 * (English where a post has no translation). Bodies are sanitised when served, whatever the
 * database holds; excerpts are plain text.
 */
import { sql } from "kysely";
import type { Db } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { plainText, sanitizeBody } from "../../lib/html.ts";
import { numericId } from "../../lib/ids.ts";
import type { Page } from "../../lib/paginate.ts";
import type { Locale } from "../pages/index.ts";
import { artUrl } from "../../lib/art-url.ts";

export type BlogSummary = Schemas["BlogSummary"];
export type Blog = Schemas["Blog"];
export type BlogTag = Schemas["BlogTag"];

/** Words a reader reads a minute (CJK text: characters). */
const WORDS_PER_MINUTE = 200;
const CJK_CHARACTERS_PER_MINUTE = 500;

/** Minutes to read a body (at least 1). */
export function readingMinutes(html: string): number {
  const text = plainText(html);
  const cjk = (text.match(/[\u3040-\u30ff\u3400-\u9fff]/g) ?? []).length;
  const words = text
    .replace(/[\u3040-\u30ff\u3400-\u9fff]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  return Math.max(1, Math.round(words.length / WORDS_PER_MINUTE + cjk / CJK_CHARACTERS_PER_MINUTE));
}

/** The absolute URL of a post's generated cover. */
export function coverImageUrl(base: string, slug: string): string {
  return artUrl(base, "blogs", slug);
}

interface PostRow {
  id: number;
  slug: string;
  author_name: string | null;
  published_at: Date;
  title: string;
  excerpt: string;
  body: string;
}

/** Posts with their text in `locale`, falling back to English; only published ones (by `now`). */
function postsQuery(db: Db, locale: Locale, now: Date) {
  return db
    .selectFrom("blog_posts as p")
    .innerJoin("blog_post_translations as en", (join) =>
      join.onRef("en.post_id", "=", "p.id").on("en.locale", "=", "en"),
    )
    .leftJoin("blog_post_translations as t", (join) =>
      join.onRef("t.post_id", "=", "p.id").on("t.locale", "=", locale),
    )
    .where("p.published_at", "<=", now);
}

const postColumns = [
  "p.id",
  "p.slug",
  "p.author_name",
  "p.published_at",
  sql<string>`coalesce(t.title, en.title)`.as("title"),
  sql<string>`coalesce(t.excerpt, en.excerpt)`.as("excerpt"),
  sql<string>`coalesce(t.body, en.body)`.as("body"),
] as const;

/** The tags of `postIds`, named in `locale`, by post id. */
async function tagsOf(
  db: Db,
  postIds: number[],
  locale: Locale,
): Promise<Map<number, Schemas["BlogTagSummary"][]>> {
  const byPost = new Map<number, Schemas["BlogTagSummary"][]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom("blog_post_tags as pt")
    .innerJoin("blog_tags as tag", "tag.id", "pt.tag_id")
    .select(["pt.post_id", "tag.id", "tag.slug", "tag.names"])
    .where("pt.post_id", "in", postIds)
    .orderBy("tag.slug")
    .execute();
  for (const row of rows) {
    const list = byPost.get(row.post_id) ?? [];
    list.push({ id: row.id, slug: row.slug, name: tagName(row.names, locale) });
    byPost.set(row.post_id, list);
  }
  return byPost;
}

function tagName(names: Record<string, string>, locale: Locale): string {
  return names[locale] ?? names.en ?? "";
}

function summary(row: PostRow, tags: Schemas["BlogTagSummary"][], base: string): BlogSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: plainText(row.title),
    excerpt: plainText(row.excerpt),
    cover_image: coverImageUrl(base, row.slug),
    tags,
    author_name: row.author_name,
    reading_minutes: readingMinutes(row.body),
    published_at: row.published_at.toISOString(),
  };
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface BlogListQuery {
  tag?: string;
  search?: string;
  page?: number;
  per_page?: number;
}

/** A page of posts, newest first. */
export async function listBlogs(
  db: Db,
  options: { locale: Locale; now: Date; base: string; query: BlogListQuery },
): Promise<Page<BlogSummary>> {
  const { locale, now, base, query } = options;
  let base_ = postsQuery(db, locale, now);
  if (query.tag) {
    const tag = query.tag;
    base_ = base_.where((eb) =>
      eb.exists(
        eb
          .selectFrom("blog_post_tags as pt")
          .innerJoin("blog_tags as tag", "tag.id", "pt.tag_id")
          .select(sql`1`.as("one"))
          .whereRef("pt.post_id", "=", "p.id")
          .where("tag.slug", "=", tag),
      ),
    );
  }
  if (query.search) {
    const pattern = likePattern(query.search);
    base_ = base_.where((eb) =>
      eb.or([
        eb(sql`coalesce(t.title, en.title)`, "ilike", pattern),
        eb(sql`coalesce(t.excerpt, en.excerpt)`, "ilike", pattern),
      ]),
    );
  }
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 20;
  const [rows, count] = await Promise.all([
    base_
      .select([...postColumns])
      .orderBy("p.published_at", "desc")
      .orderBy("p.id", "desc")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base_.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  const tags = await tagsOf(
    db,
    rows.map((row) => row.id),
    locale,
  );
  const total = Number(count.count);
  return {
    data: rows.map((row) => summary(row, tags.get(row.id) ?? [], base)),
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** One published post by id or slug, in `locale`; undefined when there is none. */
export async function findBlog(
  db: Db,
  idOrSlug: string,
  options: { locale: Locale; now: Date; base: string },
): Promise<Blog | undefined> {
  const id = numericId(idOrSlug);
  const rows = await postsQuery(db, options.locale, options.now)
    .select([...postColumns])
    .where((eb) =>
      id !== undefined
        ? eb.or([eb("p.id", "=", id), eb("p.slug", "=", idOrSlug)])
        : eb("p.slug", "=", idOrSlug),
    )
    .execute();
  // An id wins over a slug made of the same digits.
  const row = rows.find((r) => r.id === id) ?? rows[0];
  if (!row) return undefined;
  const tags = await tagsOf(db, [row.id], options.locale);
  return { ...summary(row, tags.get(row.id) ?? [], options.base), body: sanitizeBody(row.body) };
}

/** Every tag with published posts, named in `locale`, with its post count; by name. */
export async function listBlogTags(db: Db, locale: Locale, now: Date): Promise<BlogTag[]> {
  const rows = await db
    .selectFrom("blog_tags as tag")
    .innerJoin("blog_post_tags as pt", "pt.tag_id", "tag.id")
    .innerJoin("blog_posts as p", "p.id", "pt.post_id")
    .where("p.published_at", "<=", now)
    .groupBy(["tag.id", "tag.slug", "tag.names"])
    .select(["tag.id", "tag.slug", "tag.names"])
    .select((eb) => eb.fn.countAll<string>().as("posts_count"))
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      slug: row.slug,
      name: tagName(row.names, locale),
      posts_count: Number(row.posts_count),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** What a post's cover is drawn from: its English title and first tag; undefined when none. */
export async function blogCoverSource(
  db: Db,
  slug: string,
): Promise<{ title: string; tag: string | undefined } | undefined> {
  const row = await db
    .selectFrom("blog_posts as p")
    .innerJoin("blog_post_translations as en", (join) =>
      join.onRef("en.post_id", "=", "p.id").on("en.locale", "=", "en"),
    )
    .select([
      "en.title",
      (eb) =>
        eb
          .selectFrom("blog_post_tags as pt")
          .innerJoin("blog_tags as tag", "tag.id", "pt.tag_id")
          .select("tag.slug")
          .whereRef("pt.post_id", "=", "p.id")
          .orderBy("tag.slug")
          .limit(1)
          .as("tag"),
    ])
    .where("p.slug", "=", slug)
    .executeTakeFirst();
  return row && { title: plainText(row.title), tag: row.tag ?? undefined };
}
