/**
 * The sign-up funnel and trust signals: a player's "hide my name" preference and the moment they
 * confirmed their age and accepted the terms; the operator's identity for the footer (licence
 * text, support e-mail); guest support conversations (an e-mail address and the hash of the token
 * that lets the guest come back, instead of a player).
 */
import { sql, type Kysely } from "kysely";

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

  await db.schema
    .alterTable("support_conversations")
    .alterColumn("user_id", (c) => c.dropNotNull())
    .execute();
  await db.schema.alterTable("support_conversations").addColumn("guest_email", "text").execute();
  await db.schema
    .alterTable("support_conversations")
    .addColumn("guest_token_hash", "text", (c) => c.unique())
    .execute();
  await db.schema
    .alterTable("support_conversations")
    .addCheckConstraint(
      "support_conversations_owner",
      sql`(user_id is null) = (guest_email is not null and guest_token_hash is not null)`,
    )
    .execute();
  await db.schema
    .createIndex("support_conversations_guest_email")
    .on("support_conversations")
    .columns(["guest_email", "status"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("support_conversations").where("user_id", "is", null).execute();
  await db.schema.dropIndex("support_conversations_guest_email").execute();
  await db.schema
    .alterTable("support_conversations")
    .dropConstraint("support_conversations_owner")
    .execute();
  await db.schema.alterTable("support_conversations").dropColumn("guest_token_hash").execute();
  await db.schema.alterTable("support_conversations").dropColumn("guest_email").execute();
  await db.schema
    .alterTable("support_conversations")
    .alterColumn("user_id", (c) => c.setNotNull())
    .execute();
  for (const column of ["support_email", "licence_text", "operator_name"])
    await db.schema.alterTable("sites").dropColumn(column).execute();
  await db.schema.alterTable("users").dropColumn("terms_accepted_at").execute();
  await db.schema.alterTable("users").dropColumn("hide_name").execute();
}
