/**
 * Content in the player's language: the lobby's page-slot items (banners, rails, menus), the game
 * categories, the games (their descriptions), the promotions, the tournaments and the challenges
 * each get a `translations` object: per locale other than English, the translated value of some
 * of their text fields (lib/content-language.ts). English stays in the fields' own columns, so a
 * missing language or field falls back to it.
 */
import { sql, type Kysely } from "kysely";

const TABLES = [
  "page_slot_items",
  "game_categories",
  "games",
  "promotions",
  "tournaments",
  "challenges",
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES)
    await db.schema
      .alterTable(table)
      .addColumn("translations", "jsonb", (c) =>
        c
          .notNull()
          .defaultTo(sql`'{}'::jsonb`)
          // An object keyed by the contract's locales other than English.
          .check(
            sql`jsonb_typeof(translations) = 'object' and (translations - array['de', 'es', 'fr', 'ja', 'nl', 'pt', 'ru', 'tr']) = '{}'::jsonb`,
          ),
      )
      .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES)
    await db.schema.alterTable(table).dropColumn("translations").execute();
}
