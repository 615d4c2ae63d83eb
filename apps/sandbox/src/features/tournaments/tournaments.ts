/**
 * Tournaments: players take part by betting at least `min_bet_usd` on an eligible game (the
 * scope's games, providers or categories) between `starts_at` and `ends_at`; each settled bet of
 * the pipeline (`betSettled`) counts once (`competition_bets`) and moves the player's points by
 * the ranking rule (./ranking.ts). The scheduled {@link openDueTournaments} announces a
 * tournament once when it goes live (`player_new_tournament`); {@link finishDueTournaments}
 * finishes each ended tournament exactly once (one conditional update claims it, in the same
 * database transaction as the final ranks and the prizes), then notifies the winners.
 */
import { randomBytes } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type {
  Database,
  Db,
  RankingRuleKind,
  TournamentPrizeRow,
  TournamentRow,
  TournamentScopeKind,
} from "../../db/types.ts";
import { inLanguage, type ContentTranslations, type Locale } from "../../lib/content-language.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, fmt } from "@casino/rules";
import type { BetSettled } from "../../lib/events.ts";
import { escapeHtml } from "../../lib/html.ts";
import { text } from "../../lib/player-texts.ts";
import { artUrl } from "../../lib/art-url.ts";
import { imageBase } from "../../lib/public-url.ts";
import type { Services } from "../../services.ts";
import { gameImage, providerLogo } from "../games/catalogue.ts";
import { countBetOnce, openDueChallenges, signedInPlayers } from "../challenges/challenges.ts";
import { markBetProcessed, unprocessedRounds, type BetEffect } from "../bets/durable.ts";
import { betSettledPayload } from "../bets/pipeline.ts";
import { notify } from "../notifications/notifications.ts";
import {
  awardPrize,
  checkPrizeValue,
  gameNames,
  presentPrizeValue,
  prizeColumns,
  prizeNoticeText,
  type PrizeValueRow,
} from "../prizes/prizes.ts";
import { accrue, finalOrder, POINT_DECIMALS, ranksByPoints } from "./ranking.ts";
import { publicName } from "../users/public-name.ts";
import { numericId } from "../../lib/ids.ts";
import type { Tx } from "../../lib/ledger.ts";

type Trx = Transaction<Database>;

export interface NewTournament {
  slug: string;
  title: string;
  summary?: string | null;
  description?: string | null;
  scope: TournamentScopeKind;
  scopeIds: number[];
  rankingRule: RankingRuleKind;
  minBetUsd: string;
  /** The coin the prize pool is shown in. */
  prizeCurrency: string;
  prizes: { rankFrom: number; rankTo: number; value: PrizeValueRow }[];
  startsAt: Date;
  endsAt: Date;
  announcedAt?: Date | null;
  /** Its title, summary and description in other languages (lib/content-language.ts). */
  translations?: ContentTranslations;
}

/** The table the ids of each kind of tournament scope refer to. */
export const scopeTables = {
  single_games: "games",
  providers: "game_providers",
  categories: "game_categories",
} as const satisfies Record<TournamentScopeKind, string>;

/** Creates a tournament with its prizes (checked: scope ids exist, ranks do not overlap). */
export async function createTournament(db: Db, input: NewTournament): Promise<TournamentRow> {
  if (input.endsAt <= input.startsAt) throw new Error("A tournament ends after it starts");
  if (!(dec(input.minBetUsd) > 0n)) throw new Error("min_bet_usd must be positive");
  const table = scopeTables[input.scope];
  const ids = [...new Set(input.scopeIds)];
  if (ids.length === 0)
    throw new Error("A tournament needs at least one game, provider or category");
  const found = await db.selectFrom(table).select("id").where("id", "in", ids).execute();
  if (found.length !== ids.length) throw new Error(`Unknown ${table} in the scope`);
  const ranks = [...input.prizes].sort((a, b) => a.rankFrom - b.rankFrom);
  let next = 1;
  for (const band of ranks) {
    if (band.rankFrom < next || band.rankTo < band.rankFrom)
      throw new Error("Prize ranks overlap or are reversed");
    next = band.rankTo + 1;
    checkPrizeValue(band.value);
  }
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("tournaments")
      .values({
        slug: input.slug,
        title: input.title,
        summary: input.summary ?? null,
        description: input.description ?? null,
        scope: input.scope,
        scope_ids: ids,
        ranking_rule: input.rankingRule,
        min_bet_usd: input.minBetUsd,
        prize_currency: input.prizeCurrency,
        draw_seed: randomBytes(32).toString("hex"),
        starts_at: input.startsAt,
        ends_at: input.endsAt,
        announced_at: input.announcedAt ?? null,
        translations: JSON.stringify(input.translations ?? {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (ranks.length > 0)
      await trx
        .insertInto("tournament_prizes")
        .values(
          ranks.map((band) => ({
            tournament_id: row.id,
            rank_from: band.rankFrom,
            rank_to: band.rankTo,
            ...prizeColumns(band.value),
          })),
        )
        .execute();
    return row;
  });
}

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

async function prizesOf(db: Pick<Db, "selectFrom">, ids: number[]): Promise<TournamentPrizeRow[]> {
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
 * The tournaments' durable listener (`BetEffect`, features/bets/effects.ts): counts one settled
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

/**
 * Announces, once each, the tournaments that went live (`player_new_tournament` to every
 * signed-in player). The event goes to each player's private channel, so its texts (title,
 * summary) are written in that player's account language (`users.lang`), as a content answer in
 * that language would be; the clients read their tournament lists again on it, in their
 * interface language.
 * @returns how many were announced
 */
export async function openDueTournaments(services: Services, now: Date): Promise<number> {
  const { db } = services;
  const opened = await db
    .updateTable("tournaments")
    .set({ announced_at: now })
    .where("announced_at", "is", null)
    .where("starts_at", "<=", now)
    .where("ends_at", ">", now)
    .returningAll()
    .execute();
  if (opened.length === 0) return 0;
  // Presented once per language the listening players read.
  const inLocale = new Map<Locale, Promise<Schemas["Tournament"][]>>();
  const presentedIn = (locale: Locale) => {
    let presented = inLocale.get(locale);
    if (!presented) {
      const translated = opened.map((row) => inLanguage(row, row.translations, locale));
      presented = presentTournaments(db, translated, imageBase(services.config), now);
      inLocale.set(locale, presented);
    }
    return presented;
  };
  for (const { userId, locale } of await signedInPlayers(db, now))
    for (const tournament of await presentedIn(locale))
      await services.realtime.toPlayer(userId, "player_new_tournament", { tournament });
  return opened.length;
}

/** One winner of a finished tournament. */
interface Winner {
  userId: number;
  rank: number;
  tournament: Pick<TournamentRow, "title" | "translations">;
  prize: PrizeValueRow;
  gameName: string | undefined;
}

async function finishOne(trx: Trx, tournamentId: number, now: Date): Promise<Winner[] | undefined> {
  // The claim: only one finisher's update matches (a concurrent one waits, then finds it set).
  const tournament = await trx
    .updateTable("tournaments")
    .set({ finished_at: now })
    .where("id", "=", tournamentId)
    .where("finished_at", "is", null)
    .where("ends_at", "<=", now)
    .returningAll()
    .executeTakeFirst();
  if (!tournament) return undefined;
  const entries = await trx
    .selectFrom("tournament_entries")
    .select(["user_id", "points", "reached_at"])
    .where("tournament_id", "=", tournamentId)
    .execute();
  const order = finalOrder(
    tournament.ranking_rule,
    entries.map((e) => ({ userId: e.user_id, points: dec(e.points), reachedAt: e.reached_at })),
    tournament.draw_seed,
    tournament.id,
  );
  const prizes = await prizesOf(trx, [tournamentId]);
  const names = await gameNames(
    trx,
    prizes.flatMap((p) => (p.free_spins_game_id ? [p.free_spins_game_id] : [])),
  );
  const winners: Winner[] = [];
  for (const [i, standing] of order.entries()) {
    const rank = i + 1;
    await trx
      .updateTable("tournament_entries")
      .set({ final_rank: rank })
      .where("tournament_id", "=", tournamentId)
      .where("user_id", "=", standing.userId)
      .execute();
    const band = prizes.find((p) => rank >= p.rank_from && rank <= p.rank_to);
    if (!band) continue;
    const prize = await awardPrize(
      trx,
      {
        userId: standing.userId,
        source: "tournament",
        sourceId: tournament.id,
        sourceTitle: tournament.title,
        sourceTranslations: tournament.translations,
        rank,
        value: band,
      },
      now,
      names.get(band.free_spins_game_id ?? 0)?.name,
    );
    if (prize)
      winners.push({
        userId: standing.userId,
        rank,
        tournament,
        prize: prizeColumns(band),
        gameName: names.get(band.free_spins_game_id ?? 0)?.name,
      });
  }
  return winners;
}

/**
 * Before a tournament's final ranking: counts the rounds settled during it that the tournaments
 * listener has not processed (an event lost to a restart, or still in flight), as the catch-up job
 * would later, when the tournament is already final. Counting is once per tournament and round.
 */
async function countMissedBets(services: Services, tournamentId: number): Promise<void> {
  const tournament = await services.db
    .selectFrom("tournaments")
    .select(["starts_at", "ends_at"])
    .where("id", "=", tournamentId)
    .executeTakeFirstOrThrow();
  const missed = await unprocessedRounds(services.db, "tournaments")
    .where("r.settled_at", ">=", tournament.starts_at)
    .where("r.settled_at", "<", tournament.ends_at)
    .limit(1000)
    .execute();
  for (const round of missed) await countTournamentBet(services, betSettledPayload(round));
}

/**
 * Finishes every tournament that has ended: final ranks, prizes awarded, winners notified. Safe
 * to run any number of times and concurrently: each tournament finishes once.
 * @returns how many tournaments this call finished
 */
export async function finishDueTournaments(services: Services, now: Date): Promise<number> {
  const { db } = services;
  const due = await db
    .selectFrom("tournaments")
    .select("id")
    .where("finished_at", "is", null)
    .where("ends_at", "<=", now)
    .orderBy("ends_at")
    .execute();
  let finished = 0;
  for (const { id } of due) {
    await countMissedBets(services, id);
    const winners = await db.transaction().execute((trx) => finishOne(trx, id, now));
    if (!winners) continue;
    finished += 1;
    for (const winner of winners)
      await notify(
        db,
        services.realtime,
        winner.userId,
        (locale) => {
          const prize = prizeNoticeText(locale, winner.prize, winner.gameName);
          const { title } = inLanguage(
            { title: winner.tournament.title },
            winner.tournament.translations,
            locale,
          );
          return {
            type: "tournament",
            title: text(locale, "notice.tournamentFinished.title", { rank: winner.rank }),
            body: text(locale, "notice.tournamentFinished.body", {
              tournament: escapeHtml(title),
              rank: winner.rank,
              prize: escapeHtml(prize.text),
            }),
            link: "/prizes",
            amounts: prize.amounts,
          };
        },
        now,
      );
  }
  return finished;
}

/** The scheduled work of competitions: announce what went live, finish what ended. */
export async function runCompetitionJobs(services: Services, now: Date): Promise<void> {
  await openDueChallenges(services, now);
  await openDueTournaments(services, now);
  await finishDueTournaments(services, now);
}
