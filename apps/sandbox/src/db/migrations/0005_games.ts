/**
 * The game catalogue: providers, categories (global or one site's lobby rows),
 * games (engine, parameters, RTP, limits, availability rules and the catalogue
 * fields), the game <-> category join, favourites and launches (a short-lived
 * token per launch; real launches are the "recently played" list). Page-slot
 * items gain an optional site. `pg_trgm` backs the typo-tolerant search.
 * The catalogue itself is demo data (src/features/games/seed-games.ts).
 */
import { sql, type Kysely } from "kysely";

const now = sql`now()`;
const slug = (column: string) => sql.raw(`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable("game_providers")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique().check(slug("slug")))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("color", "text", (c) => c.notNull().check(sql`color ~ '^#[0-9a-f]{6}$'`))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("game_categories")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique().check(slug("slug")))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("section", "text", (c) =>
      c.notNull().check(sql`section in ('casino', 'live_casino')`),
    )
    .addColumn("position", "integer", (c) => c.notNull().check(sql`position >= 0`))
    .addColumn("icon", "text", (c) => c.check(sql`icon is null or icon ~ '^https?://[^/\\s]+'`))
    /** Null: every site's lobby; a hostname: that site's own lobby row. */
    .addColumn("site_hostname", "text")
    .execute();

  await db.schema
    .createTable("games")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique().check(slug("slug")))
    .addColumn("provider_id", "integer", (c) => c.notNull().references("game_providers.id"))
    .addColumn("name", "text", (c) => c.notNull().check(sql`name <> ''`))
    .addColumn("engine", "text", (c) =>
      c
        .notNull()
        .check(sql`engine in ('slot', 'roulette', 'dice', 'limbo', 'mines', 'plinko', 'keno')`),
    )
    .addColumn("engine_params", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('slots', 'provably_fair', 'live_casino', 'table_games')`),
    )
    .addColumn("description", "text")
    .addColumn("rtp", "numeric(5, 2)", (c) => c.check(sql`rtp > 0 and rtp <= 100`))
    .addColumn("volatility", "text", (c) => c.check(sql`volatility in ('low', 'medium', 'high')`))
    .addColumn("min_bet", "numeric(20, 8)", (c) => c.notNull().check(sql`min_bet > 0`))
    .addColumn("max_bet", "numeric(20, 8)", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("active")
        .check(sql`status in ('active', 'inactive')`),
    )
    .addColumn("blocked_countries", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("hidden_when_bonus", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("has_demo", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("tags", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("release_date", "date", (c) => c.notNull())
    .addColumn("popularity", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_new", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("is_hot", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("likes_count", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`likes_count >= 0`),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addCheckConstraint("games_bets", sql`max_bet >= min_bet`)
    .execute();
  await sql`create index games_provider on games (provider_id)`.execute(db);
  await sql`create index games_popularity on games (popularity desc, id)`.execute(db);
  await sql`create index games_release on games (release_date desc, id)`.execute(db);
  await sql`create index games_tags on games using gin (tags)`.execute(db);
  await sql`create index games_name_trgm on games using gin (lower(name) gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable("game_category_games")
    .addColumn("category_id", "integer", (c) =>
      c.notNull().references("game_categories.id").onDelete("cascade"),
    )
    .addColumn("game_id", "integer", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("game_category_games_pk", ["category_id", "game_id"])
    .execute();
  await sql`create index game_category_games_game on game_category_games (game_id)`.execute(db);

  await db.schema
    .createTable("game_favorites")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("game_id", "integer", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("game_favorites_pk", ["user_id", "game_id"])
    .execute();
  await sql`create index game_favorites_recent on game_favorites (user_id, created_at desc)`.execute(
    db,
  );

  await db.schema
    .createTable("game_launches")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("game_id", "integer", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("mode", "text", (c) => c.notNull().check(sql`mode in ('real', 'fun')`))
    .addColumn("entity_wallet_code", "text")
    .addColumn("currency", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addCheckConstraint(
      "game_launches_real",
      sql`mode = 'fun' or (user_id is not null and entity_wallet_code is not null and currency is not null)`,
    )
    .execute();
  await sql`create index game_launches_recent on game_launches (user_id, created_at desc) where mode = 'real'`.execute(
    db,
  );

  await db.schema.alterTable("page_slot_items").addColumn("site_hostname", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("page_slot_items").dropColumn("site_hostname").execute();
  for (const table of [
    "game_launches",
    "game_favorites",
    "game_category_games",
    "games",
    "game_categories",
    "game_providers",
  ])
    await db.schema.dropTable(table).execute();
}
