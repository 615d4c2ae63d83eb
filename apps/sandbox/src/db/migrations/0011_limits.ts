/**
 * Responsible gaming: a player's deposit, loss and wager limits (per period, in USD, with a
 * pending raise that takes effect 24 h later), the session-time reminder, cool-off and
 * self-exclusion, and the reminders already sent per session (auth token).
 */
import { sql, type Kysely } from "kysely";

const USD = "numeric(20, 2)";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable("gaming_limits")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("limit_type", "text", (c) =>
      c.notNull().check(sql`limit_type in ('deposit', 'loss', 'wager')`),
    )
    .addColumn("period", "text", (c) =>
      c.notNull().check(sql`period in ('daily', 'weekly', 'monthly')`),
    )
    // The limit in force (null: none).
    .addColumn("amount", USD, (c) => c.check(sql`amount > 0`))
    // A raise or removal waiting for `pending_from` (`pending_set`; `pending_amount` null removes).
    .addColumn("pending_set", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("pending_amount", USD, (c) => c.check(sql`pending_amount > 0`))
    .addColumn("pending_from", "timestamptz")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("gaming_limits_pkey", ["user_id", "limit_type", "period"])
    .addCheckConstraint(
      "gaming_limits_pending",
      sql`(pending_set and pending_from is not null) or (not pending_set and pending_amount is null and pending_from is null)`,
    )
    .execute();

  await db.schema
    .createTable("gaming_restrictions")
    .addColumn("user_id", "integer", (c) =>
      c.primaryKey().references("users.id").onDelete("cascade"),
    )
    .addColumn("session_reminder_minutes", "integer", (c) =>
      c.check(sql`session_reminder_minutes > 0`),
    )
    .addColumn("cool_off_until", "timestamptz")
    .addColumn("self_excluded_until", "timestamptz")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("session_reminders")
    .addColumn("token_id", "integer", (c) =>
      c.primaryKey().references("auth_tokens.id").onDelete("cascade"),
    )
    .addColumn("sent", "integer", (c) => c.notNull().check(sql`sent >= 0`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("session_reminders").execute();
  await db.schema.dropTable("gaming_restrictions").execute();
  await db.schema.dropTable("gaming_limits").execute();
}
