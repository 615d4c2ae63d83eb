/**
 * Game sessions: the session a game page holds (derived from a launch token), the play-money
 * balance of a fun session and the slot's free spins in progress; the seamless wallet's
 * operations by the provider's transaction id; the roulette table's rounds and bets (so a restart
 * refunds an unfinished round). No foreign key to `games` (a game is referred to by id and slug).
 */
import { sql, type Kysely } from "kysely";

const AMOUNT = "numeric(38, 18)";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable("game_sessions")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("launch_token", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("game_id", "integer", (c) => c.notNull())
    .addColumn("game_slug", "text", (c) => c.notNull())
    .addColumn("engine", "text", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull().check(sql`mode in ('real', 'fun')`))
    .addColumn("wallet_code", "text")
    .addColumn("currency", "text")
    .addColumn("fun_balance", AMOUNT, (c) => c.check(sql`fun_balance >= 0`))
    .addColumn("state", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addCheckConstraint(
      "game_sessions_mode",
      sql`(mode = 'fun' and fun_balance is not null) or (mode = 'real' and user_id is not null and wallet_code is not null)`,
    )
    .execute();

  await db.schema
    .createTable("seamless_wallet_operations")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("game_sessions.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('bet', 'win', 'rollback')`))
    .addColumn("transaction_id", "text", (c) => c.notNull())
    .addColumn("bet_transaction_id", "text")
    .addColumn("round_id", "text", (c) => c.notNull())
    .addColumn("amount", AMOUNT, (c) => c.notNull())
    .addColumn("balance_after", AMOUNT, (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  // The provider's transaction id is the idempotency key, per session's provider (one here).
  await sql`create unique index seamless_wallet_operations_tx on seamless_wallet_operations (kind, transaction_id)`.execute(
    db,
  );

  await db.schema
    .createTable("roulette_rounds")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("game_id", "integer", (c) => c.notNull())
    .addColumn("game_slug", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('betting', 'spinning', 'settled', 'void')`),
    )
    .addColumn("result", "integer")
    .addColumn("opens_at", "timestamptz", (c) => c.notNull())
    .addColumn("closes_at", "timestamptz", (c) => c.notNull())
    .addColumn("settled_at", "timestamptz")
    .execute();
  await sql`create index roulette_rounds_open on roulette_rounds (game_id) where status in ('betting', 'spinning')`.execute(
    db,
  );

  await db.schema
    .createTable("roulette_bets")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("round_id", "integer", (c) =>
      c.notNull().references("roulette_rounds.id").onDelete("cascade"),
    )
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("game_sessions.id").onDelete("cascade"),
    )
    .addColumn("transaction_id", "text", (c) => c.notNull().unique())
    .addColumn("bets", "jsonb", (c) => c.notNull())
    .addColumn("amount", AMOUNT, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("payout", AMOUNT)
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('placed', 'settled', 'refunded')`),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index roulette_bets_round on roulette_bets (round_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "roulette_bets",
    "roulette_rounds",
    "seamless_wallet_operations",
    "game_sessions",
  ])
    await db.schema.dropTable(table).execute();
}
