/**
 * Test helpers for challenges and tournaments: the seeded dice game every competition suite
 * plays on, and a tournament on it with the usual rules unless a test names others.
 */
import type { Db } from "../db/types.ts";
import { cashPrize } from "../features/prizes/prizes.ts";
import { createTournament, type NewTournament } from "../features/tournaments/index.ts";

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

/**
 * A dice tournament live since a second ago (already announced) that ends at `endsAt` (ms)
 * and pays ranks 1 to 3 a cash prize of 2 USDT each: the finish-once races use it.
 */
export function endingDiceCup(db: Db, slug: string, title: string, endsAt: number) {
  return diceTournament(db, {
    slug,
    title,
    prizes: [{ rankFrom: 1, rankTo: 3, value: cashPrize("2") }],
    startsAt: new Date(Date.now() - 1_000),
    endsAt: new Date(endsAt),
    announcedAt: new Date(),
  });
}

/** The `tournament` notifications (results and prizes) of these players. */
export function tournamentNotices(db: Db, userIds: number[]) {
  return db
    .selectFrom("notifications")
    .select("user_id")
    .where("type", "=", "tournament")
    .where("user_id", "in", userIds)
    .execute();
}
