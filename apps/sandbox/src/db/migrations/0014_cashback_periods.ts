/**
 * Cashback periods per VIP level (docs/vip.md): each level's cashback is daily or weekly. The
 * levels a player reached and when (`vip_level_history`, backfilled from `vip_progress` at its
 * last update) tell which level held at a moment; a computed cashback and a job run carry their
 * period kind, once per (player, kind, period start) and per (kind, period start).
 */
import { sql, type Kysely } from "kysely";

const KIND = sql`period_kind in ('daily', 'weekly')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("vip_level_history")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("level", "integer", (c) => c.notNull().check(sql`level between 1 and 5`))
    .addColumn("reached_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("vip_level_history_pkey", ["user_id", "level"])
    .execute();
  await sql`insert into vip_level_history (user_id, level, reached_at)
    select p.user_id, l.level, p.updated_at
    from vip_progress p cross join lateral generate_series(1, p.level) as l(level)
    where p.level > 0`.execute(db);

  await db.schema
    .alterTable("cashback_periods")
    .addColumn("period_kind", "text", (c) => c.notNull().defaultTo("daily").check(KIND))
    .execute();
  await db.schema.alterTable("cashback_periods").dropConstraint("cashback_periods_once").execute();
  await db.schema
    .alterTable("cashback_periods")
    .addUniqueConstraint("cashback_periods_once", ["user_id", "period_kind", "period_start"])
    .execute();

  await db.schema
    .alterTable("cashback_runs")
    .addColumn("period_kind", "text", (c) => c.notNull().defaultTo("daily").check(KIND))
    .execute();
  await db.schema.alterTable("cashback_runs").dropConstraint("cashback_runs_pkey").execute();
  await db.schema
    .alterTable("cashback_runs")
    .addPrimaryKeyConstraint("cashback_runs_pkey", ["period_kind", "period_start"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("cashback_runs").dropConstraint("cashback_runs_pkey").execute();
  await sql`delete from cashback_runs where period_kind = 'weekly'`.execute(db);
  await db.schema
    .alterTable("cashback_runs")
    .addPrimaryKeyConstraint("cashback_runs_pkey", ["period_start"])
    .execute();
  await db.schema.alterTable("cashback_runs").dropColumn("period_kind").execute();
  await db.schema.alterTable("cashback_periods").dropConstraint("cashback_periods_once").execute();
  await db.schema
    .alterTable("cashback_periods")
    .addUniqueConstraint("cashback_periods_once", ["user_id", "period_start"])
    .execute();
  await db.schema.alterTable("cashback_periods").dropColumn("period_kind").execute();
  await db.schema.dropTable("vip_level_history").execute();
}
