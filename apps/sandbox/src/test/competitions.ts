/**
 * Test helpers for challenges and tournaments: the seeded dice game every competition suite
 * plays on, and a tournament on it with the usual rules unless a test names others.
 */
import type { Db } from "../db/types.ts";
import { createTournament, type NewTournament } from "../features/tournaments/tournaments.ts";

/** The seeded dice game. */
export function diceGame(db: Db) {
  return db
    .selectFrom("games")
    .select(["id", "slug", "provider_id"])
    .where("slug", "=", "dice")
    .executeTakeFirstOrThrow();
}

/**
 * A tournament on dice alone, by wagering points from a 0.5 USD bet, without prizes, unless
 * `input` says otherwise.
 */
export async function diceTournament(
  db: Db,
  input: Pick<NewTournament, "slug" | "title" | "startsAt" | "endsAt"> & Partial<NewTournament>,
) {
  const dice = await diceGame(db);
  return createTournament(db, {
    scope: "single_games",
    scopeIds: [dice.id],
    rankingRule: "wagering_point",
    minBetUsd: "0.5",
    prizeCurrency: "USDT",
    prizes: [],
    ...input,
  });
}
