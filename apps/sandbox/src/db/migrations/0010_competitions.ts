/**
 * Competitions: challenges (a target on one game, a prize for the first `winners_limit` players),
 * tournaments (a scope of games, a ranking rule, prizes by rank) and the prizes players won in
 * them. `competition_bets` records each settled bet a competition counted, so a bet is never
 * counted twice. No foreign key to `games` (owned by the catalogue): ids are stored.
 */
import { sql, type Kysely } from "kysely";

const now = sql`now()`;
const AMOUNT = "numeric(38, 18)";
const USD = "numeric(24, 8)";
const PRIZE_TYPE = sql`prize_type in ('cash', 'free_spin')`;
// A cash prize has an amount and a currency, a free-spin prize a count and a game.
const PRIZE_SHAPE = sql`(prize_type = 'cash' and prize_amount > 0 and prize_currency is not null)
  or (prize_type = 'free_spin' and free_spins_count > 0 and free_spins_game_id is not null)`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("challenges")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull().check(sql`title <> ''`))
    .addColumn("description", "text")
    .addColumn("game_id", "integer", (c) => c.notNull())
    .addColumn("game_slug", "text", (c) => c.notNull())
    .addColumn("target_type", "text", (c) =>
      c.notNull().check(sql`target_type in ('multiplier', 'wager')`),
    )
    .addColumn("target_multiplier", "numeric(24, 8)", (c) =>
      c.notNull().check(sql`target_multiplier >= 1`),
    )
    .addColumn("target_wager_usd", USD, (c) => c.check(sql`target_wager_usd > 0`))
    .addColumn("min_bet_usd", USD, (c) => c.notNull().check(sql`min_bet_usd >= 0`))
    .addColumn("prize_type", "text", (c) => c.notNull().check(PRIZE_TYPE))
    .addColumn("prize_amount", AMOUNT)
    .addColumn("prize_currency", "text")
    .addColumn("free_spins_count", "integer")
    .addColumn("free_spins_game_id", "integer")
    .addColumn("winners_limit", "integer", (c) => c.notNull().check(sql`winners_limit >= 1`))
    .addColumn("winners_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("starts_at", "timestamptz", (c) => c.notNull())
    .addColumn("ends_at", "timestamptz")
    .addColumn("announced_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addCheckConstraint("challenges_prize", PRIZE_SHAPE)
    .addCheckConstraint("challenges_winners", sql`winners_count between 0 and winners_limit`)
    .addCheckConstraint(
      "challenges_target",
      sql`(target_type = 'wager') = (target_wager_usd is not null)`,
    )
    .execute();
  await sql`create index challenges_game on challenges (game_id, starts_at)`.execute(db);

  await db.schema
    .createTable("challenge_entries")
    .addColumn("challenge_id", "integer", (c) =>
      c.notNull().references("challenges.id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("wagered_usd", USD, (c) => c.notNull().defaultTo(0))
    .addColumn("completed_at", "timestamptz")
    .addColumn("bet_id", "integer")
    .addPrimaryKeyConstraint("challenge_entries_pk", ["challenge_id", "user_id"])
    .execute();
  await sql`create index challenge_entries_completed on challenge_entries (user_id, completed_at desc) where completed_at is not null`.execute(
    db,
  );

  await db.schema
    .createTable("tournaments")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) =>
      c
        .notNull()
        .unique()
        .check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    )
    .addColumn("title", "text", (c) => c.notNull().check(sql`title <> ''`))
    .addColumn("summary", "text")
    .addColumn("description", "text")
    .addColumn("scope", "text", (c) =>
      c.notNull().check(sql`scope in ('single_games', 'providers', 'categories')`),
    )
    /** Game, provider or category ids, per `scope`. */
    .addColumn("scope_ids", sql`integer[]`, (c) =>
      c.notNull().check(sql`cardinality(scope_ids) > 0`),
    )
    .addColumn("ranking_rule", "text", (c) =>
      c
        .notNull()
        .check(
          sql`ranking_rule in ('highest_multiplier', 'highest_point', 'random', 'wagering_point', 'wagering_point_random')`,
        ),
    )
    .addColumn("min_bet_usd", USD, (c) => c.notNull().check(sql`min_bet_usd > 0`))
    .addColumn("prize_currency", "text", (c) => c.notNull())
    /** The secret of the random draws (revealed by nothing: the draw is reproducible from it). */
    .addColumn("draw_seed", "text", (c) => c.notNull())
    .addColumn("starts_at", "timestamptz", (c) => c.notNull())
    .addColumn("ends_at", "timestamptz", (c) => c.notNull())
    .addColumn("announced_at", "timestamptz")
    .addColumn("finished_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addCheckConstraint("tournaments_period", sql`ends_at > starts_at`)
    .execute();

  await db.schema
    .createTable("tournament_prizes")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("tournament_id", "integer", (c) =>
      c.notNull().references("tournaments.id").onDelete("cascade"),
    )
    .addColumn("rank_from", "integer", (c) => c.notNull().check(sql`rank_from >= 1`))
    .addColumn("rank_to", "integer", (c) => c.notNull())
    .addColumn("prize_type", "text", (c) => c.notNull().check(PRIZE_TYPE))
    .addColumn("prize_amount", AMOUNT)
    .addColumn("prize_currency", "text")
    .addColumn("free_spins_count", "integer")
    .addColumn("free_spins_game_id", "integer")
    .addCheckConstraint("tournament_prizes_ranks", sql`rank_to >= rank_from`)
    .addCheckConstraint("tournament_prizes_prize", PRIZE_SHAPE)
    .execute();

  await db.schema
    .createTable("tournament_entries")
    .addColumn("tournament_id", "integer", (c) =>
      c.notNull().references("tournaments.id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("points", "numeric(38, 8)", (c) => c.notNull().defaultTo(0))
    .addColumn("bets", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("wagered_usd", USD, (c) => c.notNull().defaultTo(0))
    /** When `points` last went up (ties: who got there first ranks higher). */
    .addColumn("reached_at", "timestamptz", (c) => c.notNull())
    .addColumn("final_rank", "integer")
    .addPrimaryKeyConstraint("tournament_entries_pk", ["tournament_id", "user_id"])
    .execute();
  await sql`create index tournament_entries_rank on tournament_entries (tournament_id, points desc, reached_at)`.execute(
    db,
  );

  await db.schema
    .createTable("competition_bets")
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('challenge', 'tournament')`))
    .addColumn("competition_id", "integer", (c) => c.notNull())
    .addColumn("bet_id", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("competition_bets_pk", ["kind", "competition_id", "bet_id"])
    .execute();

  await db.schema
    .createTable("prizes")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("source", "text", (c) =>
      c.notNull().check(sql`source in ('challenge', 'tournament')`),
    )
    .addColumn("source_id", "integer", (c) => c.notNull())
    .addColumn("source_title", "text", (c) => c.notNull())
    .addColumn("rank", "integer")
    .addColumn("prize_type", "text", (c) => c.notNull().check(PRIZE_TYPE))
    .addColumn("prize_amount", AMOUNT)
    .addColumn("prize_currency", "text")
    .addColumn("free_spins_count", "integer")
    .addColumn("free_spins_game_id", "integer")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("claim_status", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`claim_status in (0, 1, -1)`),
    )
    .addColumn("expires_at", "timestamptz")
    .addColumn("claimed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addCheckConstraint("prizes_prize", PRIZE_SHAPE)
    .addCheckConstraint("prizes_claimed", sql`(claim_status = 1) = (claimed_at is not null)`)
    .execute();
  // One prize per player and competition: a second award of the same prize does nothing.
  await sql`create unique index prizes_once on prizes (source, source_id, user_id)`.execute(db);
  await sql`create index prizes_player on prizes (user_id, created_at desc)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "prizes",
    "competition_bets",
    "tournament_entries",
    "tournament_prizes",
    "tournaments",
    "challenge_entries",
    "challenges",
  ])
    await db.schema.dropTable(table).execute();
}
