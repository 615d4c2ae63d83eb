/**
 * The loyalty programme (docs/vip.md): each player's VIP progress (lifetime wagered USD, stars,
 * level), the settled bets already counted (a bet counts once), every reward credit keyed for
 * exactly-once (level-up, cashback, login reward, referral), and the cashback of each ended
 * period with the job runs that computed them.
 */
import { sql, type Kysely } from "kysely";

const AMOUNT = "numeric(38, 18)";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable("vip_progress")
    .addColumn("user_id", "integer", (c) =>
      c.primaryKey().references("users.id").onDelete("cascade"),
    )
    .addColumn("wagered_usd", AMOUNT, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`wagered_usd >= 0`),
    )
    .addColumn("stars", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("level", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("loyalty_bets")
    .addColumn("bet_id", "integer", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("stake_usd", AMOUNT, (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("loyalty_credits")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) =>
      c
        .notNull()
        .check(sql`kind in ('vip_level_reward', 'cashback', 'login_reward', 'referral_reward')`),
    )
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("amount", AMOUNT, (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn("amount_usd", AMOUNT, (c) => c.notNull())
    .addColumn("transfer_id", "integer", (c) =>
      c.references("ledger_transfers.id").onDelete("restrict"),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("loyalty_credits_once", ["user_id", "kind", "key"])
    .execute();

  await db.schema
    .createTable("cashback_periods")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("period_start", "timestamptz", (c) => c.notNull())
    .addColumn("period_end", "timestamptz", (c) => c.notNull())
    .addColumn("level", "integer", (c) => c.notNull())
    .addColumn("wagered_usd", AMOUNT, (c) => c.notNull())
    .addColumn("payout_usd", AMOUNT, (c) => c.notNull())
    .addColumn("rate_percent", AMOUNT, (c) => c.notNull())
    .addColumn("amount_usd", AMOUNT, (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("amount", AMOUNT, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('claimable', 'claimed', 'expired')`),
    )
    .addColumn("claimed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("cashback_periods_once", ["user_id", "period_start"])
    .execute();
  await sql`create index cashback_periods_claimable on cashback_periods (user_id) where status = 'claimable'`.execute(
    db,
  );

  await db.schema
    .createTable("cashback_runs")
    .addColumn("period_start", "timestamptz", (c) => c.primaryKey())
    .addColumn("period_end", "timestamptz", (c) => c.notNull())
    .addColumn("players", "integer", (c) => c.notNull())
    .addColumn("finished_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await sql`create index game_rounds_settled_at on game_rounds (settled_at) where status = 'settled'`.execute(
    db,
  );
  await sql`create unique index referral_rewards_friend on referral_rewards (friend_id)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index referral_rewards_friend`.execute(db);
  await sql`drop index game_rounds_settled_at`.execute(db);
  for (const table of [
    "cashback_runs",
    "cashback_periods",
    "loyalty_credits",
    "loyalty_bets",
    "vip_progress",
  ])
    await db.schema.dropTable(table).execute();
}
