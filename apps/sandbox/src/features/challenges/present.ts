/**
 * What the API shows of challenges: their status, the live and finished lists (texts in the asked
 * language, prize, winners left) and the count of live ones.
 */
import { sql } from "kysely";
import type { ChallengeRow, Db } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, fmt } from "@casino/rules";
import { gameImage } from "../games/index.ts";
import { gameNames, presentPrizeValue } from "../prizes/index.ts";

/** `live` (started, not ended, winners left), `finished`, or `upcoming`. */
export function challengeStatus(row: ChallengeRow, now: Date): "upcoming" | "live" | "finished" {
  if (row.starts_at > now) return "upcoming";
  if ((row.ends_at && row.ends_at <= now) || row.winners_count >= row.winners_limit)
    return "finished";
  return "live";
}

export function liveAt(now: Date) {
  return sql<boolean>`starts_at <= ${now} and (ends_at is null or ends_at > ${now}) and winners_count < winners_limit`;
}

/** Challenges of a status, as a query (for lists and counts). */
export function challengesQuery(db: Db, type: "live" | "finished", now: Date) {
  const query = db.selectFrom("challenges");
  return type === "live"
    ? query.where(liveAt(now))
    : query
        .where("starts_at", "<=", now)
        .where(
          sql<boolean>`((ends_at is not null and ends_at <= ${now}) or winners_count >= winners_limit)`,
        );
}

/** How many challenges are live (`challenge_count` of the general settings). */
export async function liveChallengeCount(db: Db, now: Date): Promise<number> {
  const row = await challengesQuery(db, "live", now)
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The contract's `Challenge` for rows, as one player (or a guest) sees them. */
export async function presentChallenges(
  db: Db,
  rows: ChallengeRow[],
  userId: number | undefined,
  base: string,
  now: Date,
): Promise<Schemas["Challenge"][]> {
  if (rows.length === 0) return [];
  const games = await gameNames(
    db,
    rows.flatMap((r) => [r.game_id, ...(r.free_spins_game_id ? [r.free_spins_game_id] : [])]),
  );
  const completed = new Map<number, Date>();
  if (userId !== undefined) {
    const entries = await db
      .selectFrom("challenge_entries")
      .select(["challenge_id", "completed_at"])
      .where("user_id", "=", userId)
      .where(
        "challenge_id",
        "in",
        rows.map((r) => r.id),
      )
      .where("completed_at", "is not", null)
      .execute();
    for (const e of entries) completed.set(e.challenge_id, e.completed_at!);
  }
  return rows.map((row) => {
    const game = games.get(row.game_id);
    const slug = game?.slug ?? row.game_slug;
    const done = completed.get(row.id);
    const status = challengeStatus(row, now);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      image: gameImage(base, slug),
      game: { id: row.game_id, slug, name: game?.name ?? slug, image: gameImage(base, slug) },
      status: done ? "completed" : status === "finished" ? "finished" : "live",
      target_type: row.target_type,
      target_multiplier: fmt(dec(row.target_multiplier)),
      target_wager: row.target_wager_usd === null ? null : fmt(dec(row.target_wager_usd), 2),
      min_bet: fmt(dec(row.min_bet_usd), 2),
      min_bet_currency: "USD",
      prize: presentPrizeValue(row, games, base),
      winners_limit: row.winners_limit,
      winners_count: row.winners_count,
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at?.toISOString() ?? null,
      completed_at: done?.toISOString() ?? null,
    };
  });
}
