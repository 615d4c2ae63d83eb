/**
 * Content and support: the static pages' translations, blog posts with their translations and
 * tags, and the customer-support conversations with their messages. The English text of a page
 * stays in `pages` (0003); a translation overrides it for one locale.
 */
import { sql, type Kysely } from "kysely";

const LOCALES = sql`locale in ('en', 'de', 'es', 'fr', 'ja', 'nl', 'pt', 'ru', 'tr')`;
const SLUG = (column: string) => sql`${sql.ref(column)} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable("page_translations")
    .addColumn("page_id", "integer", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull().check(LOCALES))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("meta_description", "text")
    .addPrimaryKeyConstraint("page_translations_pk", ["page_id", "locale"])
    .execute();

  await db.schema
    .createTable("blog_tags")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique().check(SLUG("slug")))
    /** Locale -> name; `en` always present. */
    .addColumn("names", "jsonb", (c) => c.notNull().check(sql`names ? 'en'`))
    .execute();

  await db.schema
    .createTable("blog_posts")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) =>
      c
        .notNull()
        .unique()
        .check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and slug <> 'tags'`),
    )
    .addColumn("author_name", "text")
    .addColumn("published_at", "timestamptz", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("blog_posts_published")
    .on("blog_posts")
    .columns(["published_at", "id"])
    .execute();

  await db.schema
    .createTable("blog_post_translations")
    .addColumn("post_id", "integer", (c) =>
      c.notNull().references("blog_posts.id").onDelete("cascade"),
    )
    .addColumn("locale", "text", (c) => c.notNull().check(LOCALES))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("blog_post_translations_pk", ["post_id", "locale"])
    .execute();

  await db.schema
    .createTable("blog_post_tags")
    .addColumn("post_id", "integer", (c) =>
      c.notNull().references("blog_posts.id").onDelete("cascade"),
    )
    .addColumn("tag_id", "integer", (c) =>
      c.notNull().references("blog_tags.id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("blog_post_tags_pk", ["post_id", "tag_id"])
    .execute();
  await db.schema.createIndex("blog_post_tags_tag").on("blog_post_tags").column("tag_id").execute();

  await db.schema
    .createTable("support_conversations")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("subject", "text", (c) =>
      c.notNull().check(sql`char_length(subject) between 1 and 120`),
    )
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("open")
        .check(sql`status in ('open', 'closed')`),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("last_message_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("closed_at", "timestamptz")
    .addCheckConstraint(
      "support_conversations_closed",
      sql`(status = 'open') = (closed_at is null)`,
    )
    .execute();
  await db.schema
    .createIndex("support_conversations_user")
    .on("support_conversations")
    .columns(["user_id", "status"])
    .execute();

  await db.schema
    .createTable("support_messages")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("conversation_id", "integer", (c) =>
      c.notNull().references("support_conversations.id").onDelete("cascade"),
    )
    .addColumn("author", "text", (c) => c.notNull().check(sql`author in ('player', 'agent')`))
    .addColumn("agent_name", "text")
    .addColumn("body", "text", (c) => c.notNull().check(sql`char_length(body) between 1 and 2000`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    /** When the other side read it. */
    .addColumn("read_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("support_messages_conversation")
    .on("support_messages")
    .columns(["conversation_id", "id"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "support_messages",
    "support_conversations",
    "blog_post_tags",
    "blog_post_translations",
    "blog_posts",
    "blog_tags",
    "page_translations",
  ])
    await db.schema.dropTable(table).execute();
}
