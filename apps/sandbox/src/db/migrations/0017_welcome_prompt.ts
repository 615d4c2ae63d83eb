/**
 * The after-sign-up welcome invitation: when the player answered it (Deposit or "Not now"), so
 * it is presented once per player, whatever the device or shell (docs/bonuses.md, B19).
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("welcome_answered_at", "timestamptz").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("welcome_answered_at").execute();
}
