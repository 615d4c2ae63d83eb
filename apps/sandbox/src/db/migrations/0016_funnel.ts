/**
 * The sign-up funnel and trust signals: a player's "hide my name" preference and the moment they
 * confirmed their age and accepted the terms; the operator's identity for the footer (licence
 * text, support e-mail).
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("hide_name", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable("users").addColumn("terms_accepted_at", "timestamptz").execute();

  await db.schema.alterTable("sites").addColumn("operator_name", "text").execute();
  await db.schema.alterTable("sites").addColumn("licence_text", "text").execute();
  await db.schema.alterTable("sites").addColumn("support_email", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["support_email", "licence_text", "operator_name"])
    await db.schema.alterTable("sites").dropColumn(column).execute();
  await db.schema.alterTable("users").dropColumn("terms_accepted_at").execute();
  await db.schema.alterTable("users").dropColumn("hide_name").execute();
}
