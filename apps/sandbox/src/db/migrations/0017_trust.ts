/**
 * Trust signals and guest support: a site's operator (name, licence, support e-mail, about and
 * contacts pages; shown in the footer) and support conversations opened by guests (an e-mail
 * address and the SHA-256 of a random access token instead of a player).
 */
import { sql, type Kysely } from "kysely";
import { lodestarOperator } from "../../features/site/seed-site.ts";
import { sandboxOperator } from "../../features/site/sites.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sites").addColumn("operator", "jsonb").execute();
  // The default site, and the demo sites of a database seeded before this column existed.
  await db
    .updateTable("sites")
    .set({ operator: JSON.stringify(sandboxOperator) })
    .where((eb) => eb.or([eb("is_default", "=", true), eb("hostname", "=", "127.0.0.1")]))
    .execute();
  await db
    .updateTable("sites")
    .set({ operator: JSON.stringify(lodestarOperator) })
    .where("hostname", "=", "lucky.localhost")
    .execute();

  await db.schema
    .alterTable("support_conversations")
    .alterColumn("user_id", (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable("support_conversations")
    .addColumn("guest_email", "text", (c) => c.check(sql`char_length(guest_email) <= 255`))
    .execute();
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
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("support_conversations").where("user_id", "is", null).execute();
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
  await db.schema.alterTable("sites").dropColumn("operator").execute();
}
