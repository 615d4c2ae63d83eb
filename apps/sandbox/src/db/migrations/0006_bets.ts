/**
 * Bets: the one bet pipeline's rounds (the settled ones are the gaming history's truth, live and
 * highest wins), its money moves (`game_bet`, `game_win`, `game_rollback`, each idempotent by
 * the caller's `(source, external_id)`, and the tombstones of rollbacks of unknown bets that
 * refuse a later bet with that id), provably fair seed pairs, and the open mines rounds. No
 * foreign key to `games` (owned by the catalogue): `game_id` and `game_slug` are stored.
 */
import { sql, type Kysely } from "kysely";

const now = sql`now()`;
const AMOUNT = "numeric(38, 18)";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("game_rounds")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("source", "text", (c) =>
      c.notNull().check(sql`source in ('slot', 'table', 'original')`),
    )
    .addColumn("round_id", "text", (c) => c.notNull())
    .addColumn("game_id", "integer", (c) => c.notNull())
    .addColumn("game_slug", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("stake", AMOUNT, (c) => c.notNull().defaultTo(0))
    .addColumn("payout", AMOUNT, (c) => c.notNull().defaultTo(0))
    .addColumn("multiplier", "numeric(24, 8)")
    .addColumn("stake_usd", "numeric(24, 8)", (c) => c.notNull().defaultTo(0))
    .addColumn("payout_usd", "numeric(24, 8)", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('open', 'settled', 'rolled_back')`),
    )
    // Provably fair originals: the seed pair and nonce that decided the round, and its outcome.
    .addColumn("seed_pair_id", "integer")
    .addColumn("nonce", "integer")
    .addColumn("params", "jsonb")
    .addColumn("outcome", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("settled_at", "timestamptz")
    .addUniqueConstraint("game_rounds_source_round", ["source", "round_id"])
    .execute();
  await sql`create index game_rounds_user on game_rounds (user_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index game_rounds_settled on game_rounds (settled_at desc) where status = 'settled'`.execute(
    db,
  );

  // One row per money move. `(source, external_id)` is the idempotency key: a retry finds the
  // first row. A rollback of an unknown bet writes a `tombstone` bet row under the bet's id.
  await db.schema
    .createTable("game_transactions")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("game_round_id", "integer", (c) =>
      c.references("game_rounds.id").onDelete("cascade"),
    )
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("external_id", "text", (c) => c.notNull())
    .addColumn("bet_external_id", "text")
    .addColumn("type", "text", (c) =>
      c.notNull().check(sql`type in ('game_bet', 'game_win', 'game_rollback')`),
    )
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('done', 'rolled_back', 'tombstone')`),
    )
    .addColumn("game_id", "integer", (c) => c.notNull())
    .addColumn("game_slug", "text", (c) => c.notNull())
    .addColumn("round_id", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("amount", AMOUNT, (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn("fiat_amount", "numeric(24, 2)", (c) => c.notNull())
    .addColumn("fiat_currency", "text", (c) => c.notNull())
    .addColumn("multiplier", "numeric(24, 8)")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("game_transactions_idempotency", ["source", "external_id"])
    .execute();
  await sql`create index game_transactions_user on game_transactions (user_id, created_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable("fair_seed_pairs")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("server_seed", "text", (c) => c.notNull())
    .addColumn("server_seed_hash", "text", (c) => c.notNull())
    .addColumn("client_seed", "text", (c) => c.notNull())
    .addColumn("nonce", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("revealed_at", "timestamptz")
    .execute();
  await sql`create unique index fair_seed_pairs_active on fair_seed_pairs (user_id) where active`.execute(
    db,
  );

  await db.schema
    .createTable("mines_rounds")
    .addColumn("game_round_id", "integer", (c) =>
      c.primaryKey().references("game_rounds.id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("mines", "integer", (c) => c.notNull().check(sql`mines between 1 and 24`))
    .addColumn("revealed", sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('active', 'cashed_out', 'lost')`),
    )
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index mines_rounds_active on mines_rounds (user_id) where status = 'active'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["mines_rounds", "fair_seed_pairs", "game_transactions", "game_rounds"])
    await db.schema.dropTable(table).execute();
}
