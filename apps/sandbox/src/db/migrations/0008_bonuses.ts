/**
 * Bonuses and promotions: bonus offers (the five types, wagering terms, codes with limits and a
 * validity window), the players' bonuses (status, wagering progress), and promotions linked to
 * an offer. The ledger gains a player account kind `bonus` (bonus money, kept apart from the
 * `available` balance) and a house account kind `promotions` (where bonus money comes from and
 * where forfeited bonus money returns). A game round records the bonus whose money funded it.
 * Rules: docs/bonuses.md.
 */
import { sql, type Kysely } from "kysely";

const now = sql`now()`;
const AMOUNT = "numeric(38, 18)";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table ledger_accounts drop constraint ledger_accounts_kind`.execute(db);
  await sql`alter table ledger_accounts drop constraint ledger_accounts_owner`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_kind check (kind in ('available', 'locked', 'bonus', 'world', 'fees', 'adjustments', 'bankroll', 'promotions'))`.execute(
    db,
  );
  await sql`alter table ledger_accounts add constraint ledger_accounts_owner check ((wallet_id is null) = (kind not in ('available', 'locked', 'bonus')))`.execute(
    db,
  );

  await db.schema
    .createTable("bonus_offers")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("image", "text")
    .addColumn("type", "text", (c) =>
      c
        .notNull()
        .check(
          sql`type in ('welcome_bonus_offer', 'deposit_bonus_offer', 'free_spins_offer', 'non_deposit_bonus', 'cash_back_bonus')`,
        ),
    )
    .addColumn("code", "text", (c) => c.unique())
    .addColumn("entity_wallet_code", "text", (c) => c.notNull())
    // Cash bonuses: the amount; deposit offers: the cap of the match.
    .addColumn("amount", AMOUNT, (c) => c.check(sql`amount is null or amount > 0`))
    .addColumn("deposit_match_percent", "numeric(8, 2)", (c) =>
      c.check(sql`deposit_match_percent is null or deposit_match_percent > 0`),
    )
    .addColumn("min_deposit", AMOUNT)
    .addColumn("max_bet", AMOUNT)
    .addColumn("free_spins_count", "integer", (c) =>
      c.check(sql`free_spins_count is null or free_spins_count > 0`),
    )
    .addColumn("free_spins_game_id", "integer", (c) => c.references("games.id"))
    .addColumn("free_spin_value", AMOUNT)
    .addColumn("wagering_multiplier", "numeric(8, 2)", (c) =>
      c.notNull().check(sql`wagering_multiplier >= 0`),
    )
    // Percent per game kind, e.g. {"slots": 100, "provably_fair": 20}; missing kinds: the defaults.
    .addColumn("contributions", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // Bonus money below this (after a settled bet) busts the bonus.
    .addColumn("min_balance", AMOUNT, (c) => c.notNull().defaultTo(0))
    .addColumn("claim_days", "integer", (c) =>
      c
        .notNull()
        .defaultTo(7)
        .check(sql`claim_days > 0`),
    )
    .addColumn("wager_days", "integer", (c) =>
      c
        .notNull()
        .defaultTo(30)
        .check(sql`wager_days > 0`),
    )
    .addColumn("max_redemptions", "integer")
    .addColumn("max_per_player", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("valid_from", "timestamptz")
    .addColumn("valid_until", "timestamptz")
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("active")
        .check(sql`status in ('active', 'inactive')`),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("bonuses")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("offer_id", "integer", (c) => c.notNull().references("bonus_offers.id"))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .check(
          sql`status in ('available', 'claimed', 'active', 'completed', 'expired', 'busted', 'unclaimed')`,
        ),
    )
    .addColumn("bonus_code", "text")
    .addColumn("entity_wallet_code", "text", (c) => c.notNull())
    // The bonus money credited (null until active).
    .addColumn("amount", AMOUNT)
    .addColumn("wagering_required", AMOUNT, (c) => c.notNull().defaultTo(0))
    .addColumn("wagered", AMOUNT, (c) => c.notNull().defaultTo(0))
    .addColumn("deposit_transaction_id", "integer", (c) =>
      c.references("wallet_transactions.id").unique(),
    )
    // What the bonus money became when it ended: released to the balance or forfeited.
    .addColumn("released", AMOUNT)
    .addColumn("forfeited", AMOUNT)
    .addColumn("expires_at", "timestamptz")
    .addColumn("claimed_at", "timestamptz")
    .addColumn("activated_at", "timestamptz")
    .addColumn("completed_at", "timestamptz")
    .addColumn("ended_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index bonuses_user on bonuses (user_id, status, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index bonuses_offer on bonuses (offer_id, user_id)`.execute(db);
  await sql`create index bonuses_due on bonuses (expires_at) where status in ('available', 'claimed', 'active')`.execute(
    db,
  );
  // One bonus at a time is claimed or active per player.
  await sql`create unique index bonuses_one_open on bonuses (user_id) where status in ('claimed', 'active')`.execute(
    db,
  );

  await db.schema
    .createTable("promotions")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("summary", "text")
    .addColumn("image", "text")
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("terms", "text")
    .addColumn("bonus_offer_id", "integer", (c) => c.references("bonus_offers.id"))
    .addColumn("starts_at", "timestamptz")
    .addColumn("ends_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema.alterTable("game_rounds").addColumn("bonus_id", "integer").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("game_rounds").dropColumn("bonus_id").execute();
  await db.schema.dropTable("promotions").execute();
  await db.schema.dropTable("bonuses").execute();
  await db.schema.dropTable("bonus_offers").execute();
}
