/**
 * The site: per-hostname settings (branding, scripts, behaviour), server-driven
 * redirect rules (navigation rule 6), static pages and the items of the
 * lobby's page slots. The default site (`localhost`) is inserted here, so an
 * unknown hostname always has settings to fall back to; the demo sites,
 * rules, pages and slot items are demo data (src/features/site/seed-site.ts).
 */
import { sql, type Kysely } from "kysely";
import { defaultSite } from "../../features/site/sites.ts";

const now = sql`now()`;
/**
 * The locales the `locale` check constraint allows. A migration is frozen in time: it must create
 * the same table whatever the contract says later, so it keeps its own literal list (a new locale
 * gets a new migration). A test checks it still equals the contract's `Locale` enum.
 */
export const SITE_LOCALES = ["en", "de", "ja", "fr", "nl", "pt", "tr", "es", "ru"];
const LOCALES = sql.raw(SITE_LOCALES.map((l) => `'${l}'`).join(", "));
const SLOTS = sql.raw(
  [
    "in_menu",
    "in_lobby",
    "in_top_lobby",
    "in_bottom_lobby",
    "in_lobby_nav",
    "in_casino_footer",
    "in_live_casino_footer",
    "in_top_live_casino",
    "in_bottom_live_casino",
    "in_live_casino_nav",
    "in_live_casino",
  ]
    .map((slot) => `'${slot}'`)
    .join(", "),
);
/** An absolute http(s) URL (whether a script URL may be served is decided when it is read). */
const httpUrl = (column: string) =>
  sql.raw(`${column} is null or ${column} ~ '^https?://[^/\\s]+'`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sites")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("hostname", "text", (c) =>
      c
        .notNull()
        .unique()
        .check(sql`hostname = lower(hostname) and hostname <> ''`),
    )
    .addColumn("is_default", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull().check(sql`locale in (${LOCALES})`))
    .addColumn("accent_color", "text", (c) =>
      c
        .notNull()
        .defaultTo("#2a6fdb")
        .check(sql`accent_color ~ '^#[0-9a-f]{6}$'`),
    )
    .addColumn("logo_url", "text", (c) => c.check(httpUrl("logo_url")))
    .addColumn("favicon_url", "text", (c) => c.check(httpUrl("favicon_url")))
    .addColumn("seal_script_url", "text", (c) => c.check(httpUrl("seal_script_url")))
    .addColumn("analytics_site_id", "text")
    .addColumn("analytics_website_url", "text", (c) => c.check(httpUrl("analytics_website_url")))
    .addColumn("analytics_website_id", "text")
    .addColumn("telegram_bot_username", "text", (c) =>
      c.check(sql`telegram_bot_username ~ '^[A-Za-z0-9_]{5,32}$'`),
    )
    .addColumn("buy_crypto", "jsonb")
    .addColumn("support_url", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index sites_one_default on sites (is_default) where is_default`.execute(
    db,
  );
  await db
    .insertInto("sites")
    .values({
      ...defaultSite,
      is_default: true,
      buy_crypto: defaultSite.buy_crypto && JSON.stringify(defaultSite.buy_crypto),
    })
    .execute();

  await db.schema
    .createTable("redirect_rules")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("path", "text", (c) =>
      c
        .notNull()
        .unique()
        .check(sql`path ~ '^/' and path !~ '^//'`),
    )
    .addColumn("target_type", "text", (c) =>
      c.notNull().check(sql`target_type in ('internal', 'external')`),
    )
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      "redirect_rules_target",
      sql`(target_type = 'internal' and target ~ '^/' and target !~ '^//') or (target_type = 'external' and target ~ '^https?://[^/\\s]+')`,
    )
    .execute();

  await db.schema
    .createTable("pages")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) =>
      c
        .notNull()
        .unique()
        .check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    )
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("meta_description", "text")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("page_slot_items")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slot", "text", (c) => c.notNull().check(sql`slot in (${SLOTS})`))
    .addColumn("position", "integer", (c) => c.notNull().check(sql`position >= 0`))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("icon", "text", (c) => c.check(httpUrl("icon")))
    .addColumn("target_type", "text", (c) =>
      c
        .notNull()
        .check(sql`target_type in ('category', 'provider', 'page', 'promotion', 'path', 'url')`),
    )
    .addColumn("target", "text", (c) => c.notNull().check(sql`target <> ''`))
    .addColumn("visibility", "text", (c) => c.check(sql`visibility in ('logged_in', 'logged_out')`))
    .execute();
  await db.schema
    .createIndex("page_slot_items_slot")
    .on("page_slot_items")
    .columns(["slot", "position"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["page_slot_items", "pages", "redirect_rules", "sites"])
    await db.schema.dropTable(table).execute();
}
