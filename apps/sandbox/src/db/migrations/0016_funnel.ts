/**
 * The sign-up funnel: a player's "hide my name" preference and the moment they confirmed their
 * age and accepted the terms.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("hide_name", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable("users").addColumn("terms_accepted_at", "timestamptz").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("terms_accepted_at").execute();
  await db.schema.alterTable("users").dropColumn("hide_name").execute();
}
