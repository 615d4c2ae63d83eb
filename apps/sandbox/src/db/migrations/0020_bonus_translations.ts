/**
 * Bonus offers in the player's language: each offer gets a `translations` object, per locale
 * other than English, the translated `name` and `description` (lib/content-language.ts), as the
 * content of migration 0018 has. English stays in the columns, so a missing language or field
 * falls back to it. A bonus shows its offer's texts.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bonus_offers")
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
  await db.schema.alterTable("bonus_offers").dropColumn("translations").execute();
}
