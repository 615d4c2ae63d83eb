/**
 * Won prizes in the player's language: each prize gets a `translations` object, per locale other
 * than English, its `source_title` (the competition's title, or the VIP level reached) and its
 * `description` (what it is and what claiming it does) in that language, written when the prize is
 * awarded (lib/content-language.ts). English stays in the columns, so a missing language or field
 * falls back to it, as for the other content.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("prizes")
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
  await db.schema.alterTable("prizes").dropColumn("translations").execute();
}
