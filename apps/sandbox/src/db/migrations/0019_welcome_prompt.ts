/**
 * The after-sign-up welcome invitation: when the player answered it (Deposit or "Not now"), so
 * it is presented once per player, whatever the device or shell (docs/bonuses.md, B19). And the
 * amounts of an inbox notification as data (amount, currency, the text of it in the body), so
 * clients write them in the player's language; older notifications have none.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("welcome_answered_at", "timestamptz").execute();
  await db.schema
    .alterTable("notifications")
    .addColumn("amounts", "jsonb", (c) => c.notNull().defaultTo("[]"))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("notifications").dropColumn("amounts").execute();
  await db.schema.alterTable("users").dropColumn("welcome_answered_at").execute();
}
