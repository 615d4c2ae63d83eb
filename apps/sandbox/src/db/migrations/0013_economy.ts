/**
 * The engagement economy's last pieces: `bet_effects`, the cursor of the bet pipeline's durable
 * subscribers (one row per listener and settled round it processed, written in the listener's
 * own transaction, so the catch-up job replays exactly what was lost); level-up rewards listed
 * among the prizes (`source = 'level_up'`); the bonus a claimed free-spin prize granted.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("bet_effects")
    .addColumn("listener", "text", (c) =>
      c.notNull().check(sql`listener in ('bonuses', 'challenges', 'tournaments', 'loyalty')`),
    )
    .addColumn("bet_id", "integer", (c) =>
      c.notNull().references("game_rounds.id").onDelete("cascade"),
    )
    .addColumn("processed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("bet_effects_pk", ["listener", "bet_id"])
    .execute();

  await sql`alter table prizes drop constraint prizes_source_check`.execute(db);
  await sql`alter table prizes add constraint prizes_source_check
    check (source in ('challenge', 'tournament', 'level_up'))`.execute(db);
  await db.schema
    .alterTable("prizes")
    .addColumn("bonus_id", "integer", (c) => c.references("bonuses.id").onDelete("set null"))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("prizes").dropColumn("bonus_id").execute();
  await sql`delete from prizes where source = 'level_up'`.execute(db);
  await sql`alter table prizes drop constraint prizes_source_check`.execute(db);
  await sql`alter table prizes add constraint prizes_source_check
    check (source in ('challenge', 'tournament'))`.execute(db);
  await db.schema.dropTable("bet_effects").execute();
}
