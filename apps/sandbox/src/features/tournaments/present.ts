/**
 * What the API shows of tournaments: their status, the lists and the detail (texts in the asked
 * language, prize pool, the player's standing) and the leaderboard pages.
 */
import { sql } from "kysely";
import type { Db, TournamentPrizeRow, TournamentRow } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, fmt } from "@casino/rules";
import { artUrl } from "../../lib/art-url.ts";
import { gameImage, providerLogo } from "../games/index.ts";
import { gameNames, presentPrizeValue } from "../prizes/index.ts";
import { ranksByPoints } from "./ranking.ts";
import { publicName } from "../users/index.ts";
import { numericId } from "../../lib/ids.ts";

/** `live`, `finished` (ended), or `upcoming`. */
export function tournamentStatus(row: TournamentRow, now: Date): "upcoming" | "live" | "finished" {
  if (row.starts_at > now) return "upcoming";
  if (row.ends_at <= now || row.finished_at) return "finished";
  return "live";
}

/** Tournaments of a status (both when undefined), upcoming ones never. */
export function tournamentsQuery(db: Db, status: "live" | "finished" | undefined, now: Date) {
  const query = db.selectFrom("tournaments").where("starts_at", "<=", now);
  if (status === "live") return query.where("ends_at", ">", now).where("finished_at", "is", null);
  if (status === "finished")
    return query.where(sql<boolean>`(ends_at <= ${now} or finished_at is not null)`);
  return query;
}

/** How many tournaments are live (`tournament_count` of the general settings). */
export async function liveTournamentCount(db: Db, now: Date): Promise<number> {
  const row = await tournamentsQuery(db, "live", now)
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function prizesOf(
  db: Pick<Db, "selectFrom">,
  ids: number[],
): Promise<TournamentPrizeRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("tournament_prizes")
    .selectAll()
    .where("tournament_id", "in", ids)
    .orderBy("rank_from")
    .execute();
}

function poolOf(row: TournamentRow, prizes: TournamentPrizeRow[]): string {
  let pool = 0n;
  for (const p of prizes)
    if (p.prize_type === "cash" && p.prize_currency === row.prize_currency)
      pool += dec(p.prize_amount!) * BigInt(p.rank_to - p.rank_from + 1);
  return fmt(pool);
}

/** The contract's `Tournament` for rows. */
export async function presentTournaments(
  db: Db,
  rows: TournamentRow[],
  base: string,
  now: Date,
): Promise<Schemas["Tournament"][]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const prizes = await prizesOf(db, ids);
  const counts = await db
    .selectFrom("tournament_entries")
    .select(["tournament_id", (eb) => eb.fn.countAll<string>().as("count")])
    .where("tournament_id", "in", ids)
    .groupBy("tournament_id")
    .execute();
  const participants = new Map(counts.map((c) => [c.tournament_id, Number(c.count)]));
  const firstGames = await gameNames(
    db,
    rows.filter((r) => r.scope === "single_games").map((r) => r.scope_ids[0]!),
  );
  const providerIds = rows.filter((r) => r.scope === "providers").map((r) => r.scope_ids[0]!);
  const providers = new Map(
    providerIds.length === 0
      ? []
      : (
          await db
            .selectFrom("game_providers")
            .select(["id", "slug"])
            .where("id", "in", providerIds)
            .execute()
        ).map((p) => [p.id, p.slug]),
  );
  return rows.map((row) => {
    const first = row.scope === "single_games" ? firstGames.get(row.scope_ids[0]!) : undefined;
    const provider = row.scope === "providers" ? providers.get(row.scope_ids[0]!) : undefined;
    const status = tournamentStatus(row, now);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      // The first game's art, or the first provider's logo, else a drawn cup (categories).
      image: first
        ? gameImage(base, first.slug)
        : provider
          ? providerLogo(base, provider)
          : artUrl(base, "tournaments", row.slug),
      status: status === "finished" ? "finished" : "live",
      scope: row.scope,
      ranking_rule: row.ranking_rule,
      prize_pool: poolOf(
        row,
        prizes.filter((p) => p.tournament_id === row.id),
      ),
      prize_currency: row.prize_currency,
      min_bet: fmt(dec(row.min_bet_usd), 2),
      min_bet_currency: "USD",
      participants_count: participants.get(row.id) ?? 0,
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at.toISOString(),
    };
  });
}

/** A tournament by id or slug (upcoming ones are not shown). */
export async function findTournament(
  db: Db,
  idOrSlug: string | number,
  now: Date,
): Promise<TournamentRow | undefined> {
  const key = String(idOrSlug);
  const query = db.selectFrom("tournaments").selectAll().where("starts_at", "<=", now);
  const id = numericId(key);
  return id !== undefined
    ? query.where("id", "=", id).executeTakeFirst()
    : query.where("slug", "=", key).executeTakeFirst();
}

/** The SQL order of a tournament's leaderboard (final ranks once finished). */
function orderSql(row: TournamentRow) {
  if (row.finished_at) return sql`final_rank asc nulls last, user_id asc`;
  if (!ranksByPoints(row.ranking_rule)) return sql`reached_at asc, user_id asc`;
  return sql`points desc, reached_at asc, user_id asc`;
}

/** A player's rank and points (undefined before their first eligible bet). */
export async function standingOf(
  db: Db,
  row: TournamentRow,
  userId: number,
): Promise<{ rank: number; points: string } | undefined> {
  const result = await sql<{ rank: string; points: string }>`
    select rank, points from (
      select user_id, points, row_number() over (order by ${orderSql(row)}) as rank
      from tournament_entries where tournament_id = ${row.id}
    ) ranked where user_id = ${userId}`.execute(db);
  const found = result.rows[0];
  return found ? { rank: Number(found.rank), points: fmt(dec(found.points)) } : undefined;
}

/** The contract's `TournamentDetail`. */
export async function presentTournamentDetail(
  db: Db,
  row: TournamentRow,
  userId: number | undefined,
  base: string,
  now: Date,
): Promise<Schemas["TournamentDetail"]> {
  const [summary] = await presentTournaments(db, [row], base, now);
  const prizes = await prizesOf(db, [row.id]);
  const games = await gameNames(db, [
    ...(row.scope === "single_games" ? row.scope_ids : []),
    ...prizes.flatMap((p) => (p.free_spins_game_id ? [p.free_spins_game_id] : [])),
  ]);
  const named = async (table: "game_providers" | "game_categories") =>
    (
      await db
        .selectFrom(table)
        .select(["id", "slug", "name"])
        .where("id", "in", row.scope_ids)
        .orderBy("id")
        .execute()
    ).map((r) => ({ id: r.id, slug: r.slug, name: r.name }));
  const mine = userId === undefined ? undefined : await standingOf(db, row, userId);
  return {
    ...summary!,
    description: row.description,
    prizes: prizes.map((p) => ({
      rank_from: p.rank_from,
      rank_to: p.rank_to,
      prize: presentPrizeValue(p, games, base),
    })),
    games:
      row.scope === "single_games"
        ? row.scope_ids.flatMap((id) => {
            const game = games.get(id);
            return game
              ? [{ id, slug: game.slug, name: game.name, image: gameImage(base, game.slug) }]
              : [];
          })
        : [],
    providers: row.scope === "providers" ? await named("game_providers") : [],
    categories: row.scope === "categories" ? await named("game_categories") : [],
    my_rank: mine?.rank ?? null,
    my_points: mine?.points ?? null,
  };
}

/** A page of the leaderboard: public names (users/public-name.ts) except the caller's own row. */
export async function leaderboardPage(
  db: Db,
  row: TournamentRow,
  userId: number | undefined,
  base: string,
  page: number,
  perPage: number,
): Promise<Schemas["LeaderboardPage"]> {
  const rows = await sql<{
    user_id: number;
    points: string;
    username: string;
    hide_name: boolean;
    vip_level: number;
  }>`
    select e.user_id, e.points, u.username, u.hide_name, u.vip_level
    from tournament_entries e join users u on u.id = e.user_id
    where e.tournament_id = ${row.id}
    order by ${orderSql(row)}
    limit ${perPage} offset ${(page - 1) * perPage}`.execute(db);
  const total = await db
    .selectFrom("tournament_entries")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("tournament_id", "=", row.id)
    .executeTakeFirstOrThrow();
  const prizes = await prizesOf(db, [row.id]);
  const games = await gameNames(
    db,
    prizes.flatMap((p) => (p.free_spins_game_id ? [p.free_spins_game_id] : [])),
  );
  const count = Number(total.count);
  return {
    data: rows.rows.map((r, i) => {
      const rank = (page - 1) * perPage + i + 1;
      const band = prizes.find((p) => rank >= p.rank_from && rank <= p.rank_to);
      const isMe = r.user_id === userId;
      return {
        rank,
        username: isMe ? r.username : publicName(r),
        vip_level: Math.min(5, Math.max(0, r.vip_level)) as Schemas["VipLevel"],
        points: fmt(dec(r.points)),
        is_me: isMe,
        prize: band ? presentPrizeValue(band, games, base) : null,
      };
    }),
    current_page: page,
    per_page: perPage,
    total: count,
    last_page: Math.max(1, Math.ceil(count / perPage)),
  };
}
