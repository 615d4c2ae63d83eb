/**
 * Tournament points from settled rounds: the durable `betSettled` listener (run by
 * src/bet-effects.ts) counts each eligible round once per live tournament
 * (`competition_bets`) and moves the player's points by the ranking rule (./ranking.ts).
 */
import { sql } from "kysely";
import { dec, fmt } from "@casino/rules";
import type { BetSettled, BetEffect } from "../../lib/events.ts";
import type { Services } from "../../services.ts";
import { countBetOnce } from "../challenges/index.ts";
import { markBetProcessed } from "../bets/index.ts";
import { accrue, POINT_DECIMALS } from "./ranking.ts";
import type { Tx } from "../../lib/ledger.ts";
import type { Trx } from "./create.ts";

/** The game's provider and categories (a scope test needs them). */
async function gameScope(db: Tx, gameId: number) {
  const game = await db
    .selectFrom("games")
    .select("provider_id")
    .where("id", "=", gameId)
    .executeTakeFirst();
  const categories = await db
    .selectFrom("game_category_games")
    .select("category_id")
    .where("game_id", "=", gameId)
    .execute();
  return { providerId: game?.provider_id ?? 0, categoryIds: categories.map((c) => c.category_id) };
}

async function countIn(trx: Trx, tournamentId: number, bet: BetSettled): Promise<boolean> {
  if (!(await countBetOnce(trx, "tournament", tournamentId, bet.betId))) return false;
  // Shared lock: bets count concurrently, the finisher's update waits for them (and they for it).
  const tournament = await trx
    .selectFrom("tournaments")
    .selectAll()
    .where("id", "=", tournamentId)
    .forShare()
    .executeTakeFirstOrThrow();
  if (tournament.finished_at) return false;
  await trx
    .insertInto("tournament_entries")
    .values({ tournament_id: tournamentId, user_id: bet.userId, reached_at: bet.settledAt })
    .onConflict((oc) => oc.columns(["tournament_id", "user_id"]).doNothing())
    .execute();
  const entry = await trx
    .selectFrom("tournament_entries")
    .selectAll()
    .where("tournament_id", "=", tournamentId)
    .where("user_id", "=", bet.userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const previous = entry.bets === 0 ? undefined : dec(entry.points);
  const points = accrue(
    tournament.ranking_rule,
    previous,
    { multiplier: dec(bet.multiplier), stakeUsd: dec(bet.stakeUsd), payoutUsd: dec(bet.payoutUsd) },
    dec(tournament.min_bet_usd),
  );
  const improved = previous === undefined || points > previous;
  await trx
    .updateTable("tournament_entries")
    .set({
      points: fmt(points, POINT_DECIMALS),
      bets: entry.bets + 1,
      wagered_usd: fmt(dec(entry.wagered_usd) + dec(bet.stakeUsd)),
      ...(improved ? { reached_at: bet.settledAt } : {}),
    })
    .where("tournament_id", "=", tournamentId)
    .where("user_id", "=", bet.userId)
    .execute();
  return true;
}

/**
 * Counts a settled bet in every live tournament whose scope holds its game and whose minimum
 * bet it meets.
 * @returns the ids of the tournaments it counted in
 */
export async function countTournamentBet(services: Services, bet: BetSettled): Promise<number[]> {
  const { db } = services;
  const candidates = await liveTournamentsOf(db, bet);
  const counted: number[] = [];
  for (const { id } of candidates)
    if (await db.transaction().execute((trx) => countIn(trx, id, bet))) counted.push(id);
  // Each tournament counts a bet once (`competition_bets`): marking after the work is enough.
  await markBetProcessed(db, "tournaments", bet.betId, new Date(services.clock.now()));
  return counted;
}

/**
 * The tournaments' durable listener (`BetEffect`, src/bet-effects.ts): counts one settled
 * round in every live tournament it belongs to, in the caller's transaction.
 */
export const tournamentBetEffect: BetEffect = async (trx, _services, bet) => {
  for (const { id } of await liveTournamentsOf(trx, bet)) await countIn(trx, id, bet);
  return undefined;
};

/** The live tournaments whose scope holds the bet's game and whose minimum bet it meets. */
async function liveTournamentsOf(db: Tx, bet: BetSettled): Promise<{ id: number }[]> {
  const { providerId, categoryIds } = await gameScope(db, bet.gameId);
  const at = bet.settledAt;
  return db
    .selectFrom("tournaments")
    .select("id")
    .where("starts_at", "<=", at)
    .where("ends_at", ">", at)
    .where("finished_at", "is", null)
    .where("min_bet_usd", "<=", bet.stakeUsd)
    .where(
      sql<boolean>`((scope = 'single_games' and ${bet.gameId}::int = any(scope_ids))
        or (scope = 'providers' and ${providerId}::int = any(scope_ids))
        or (scope = 'categories' and scope_ids && ${categoryIds}::int[]))`,
    )
    .execute();
}
