/**
 * A guest support conversation keeps its guest's language (the `X-localization` they last wrote
 * with), so the e-mail that tells them of an answer is in it (lib/player-texts.ts). Older guest
 * conversations have none: their e-mails are English.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("support_conversations")
    .addColumn("guest_lang", "text", (c) => c.check(sql`char_length(guest_lang) <= 10`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("support_conversations").dropColumn("guest_lang").execute();
}
