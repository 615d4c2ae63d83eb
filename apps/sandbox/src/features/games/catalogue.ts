/**
 * The catalogue's lists: games filtered, searched (typo-tolerant, pg_trgm), sorted and paged;
 * categories and providers with game counts; favourites and recently played; and the
 * contract's presentation of a game for one viewer.
 */
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from "kysely";
import type { Database, Db } from "../../db/types.ts";
import { inLanguage, type Locale } from "../../lib/content-language.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { numericId } from "../../lib/ids.ts";
import type { Page } from "../../lib/paginate.ts";
import { availabilityOf, type Viewer } from "./availability.ts";
import { gameColumns, toGameRecord, type GameRecord } from "./repository.ts";
import { artUrl } from "../../lib/art-url.ts";

export type Game = Schemas["Game"];
export type GameSort = Schemas["GameSort"];
export type GameKind = Schemas["GameKind"];
export type LobbySection = Schemas["LobbySection"];

/** A search needs at least this trigram word similarity to a game's name (0..1). */
export const SEARCH_WORD_SIMILARITY = 0.45;
/** ... or this similarity of the whole name. */
export const SEARCH_SIMILARITY = 0.3;

export interface GameFilter {
  ids?: readonly number[] | undefined;
  categoryIds?: readonly number[] | undefined;
  providerIds?: readonly number[] | undefined;
  kinds?: readonly GameKind[] | undefined;
  tags?: readonly string[] | undefined;
  search?: string | undefined;
  /** Only the player's favourites / recently played (real launches and real bets). */
  favoritesOf?: number | undefined;
  playedBy?: number | undefined;
  sort?: GameSort | undefined;
  page?: number | undefined;
  perPage?: number | undefined;
}

/**
 * When the player last played a game for real money: its latest real launch (third-party games
 * open through a launch) or its latest stake (the originals are played on the site's own page,
 * without a launch; their bets go through the pipeline as `game_bet` rows of the catalogue
 * game). Null when the player never did either.
 */
function lastPlayed(userId: number) {
  return sql`greatest(
    (select max(l.created_at) from game_launches l
      where l.game_id = games.id and l.user_id = ${userId} and l.mode = 'real'),
    (select max(t.created_at) from game_transactions t
      where t.user_id = ${userId} and t.game_id = games.id and t.type = 'game_bet'
        and t.status <> 'tombstone'))`;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filtered games (active only), before select and order. */
function filtered(db: Db, filter: GameFilter) {
  let query = db
    .selectFrom("games")
    .innerJoin("game_providers", "game_providers.id", "games.provider_id")
    .where("games.status", "=", "active");
  if (filter.ids) query = query.where("games.id", "in", filter.ids.length ? filter.ids : [0]);
  if (filter.providerIds)
    query = query.where(
      "games.provider_id",
      "in",
      filter.providerIds.length ? filter.providerIds : [0],
    );
  if (filter.kinds)
    query = query.where("games.kind", "in", filter.kinds.length ? filter.kinds : ["slots"]);
  if (filter.tags?.length)
    query = query.where(sql<boolean>`games.tags && ${sql.val(filter.tags)}::text[]`);
  if (filter.categoryIds) {
    const ids = filter.categoryIds.length ? filter.categoryIds : [0];
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("game_category_games as gc")
          .select(sql`1`.as("one"))
          .whereRef("gc.game_id", "=", "games.id")
          .where("gc.category_id", "in", ids),
      ),
    );
  }
  if (filter.favoritesOf !== undefined) {
    const userId = filter.favoritesOf;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("game_favorites as f")
          .select(sql`1`.as("one"))
          .whereRef("f.game_id", "=", "games.id")
          .where("f.user_id", "=", userId),
      ),
    );
  }
  if (filter.playedBy !== undefined) {
    const userId = filter.playedBy;
    // The played set first (one pass over the player's launches and bets), then each of those
    // games' last play for the order (not a subquery per catalogue game).
    query = query.where(
      sql<boolean>`games.id in (
        select l.game_id from game_launches l where l.user_id = ${userId} and l.mode = 'real'
        union
        select t.game_id from game_transactions t
          where t.user_id = ${userId} and t.type = 'game_bet' and t.status <> 'tombstone')`,
    );
  }
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const pattern = likePattern(search);
    query = query.where(
      sql<boolean>`(lower(games.name) like ${pattern}
        or lower(game_providers.name) like ${pattern}
        or word_similarity(${search}, lower(games.name)) >= ${SEARCH_WORD_SIMILARITY}
        or similarity(lower(games.name), ${search}) >= ${SEARCH_SIMILARITY}
        or word_similarity(${search}, lower(game_providers.name)) >= ${SEARCH_WORD_SIMILARITY + 0.15})`,
    );
  }
  return { query, search };
}

function ordered<Q extends SelectQueryBuilder<Database, "games" | "game_providers", object>>(
  query: Q,
  filter: GameFilter,
  search: string | undefined,
): Q {
  const by = (q: Q, expression: ReturnType<typeof sql>) => q.orderBy(expression) as Q;
  let q = query;
  if (!filter.sort && search) {
    const exact = likePattern(search);
    q = by(
      q,
      sql`greatest(case when lower(games.name) like ${exact} then 1 else 0 end, word_similarity(${search}, lower(games.name)), similarity(lower(games.name), ${search})) desc`,
    );
  } else if (!filter.sort && filter.favoritesOf !== undefined) {
    q = by(
      q,
      sql`(select f.created_at from game_favorites f where f.game_id = games.id and f.user_id = ${filter.favoritesOf}) desc`,
    );
  } else if (!filter.sort && filter.playedBy !== undefined) {
    q = by(q, sql`${lastPlayed(filter.playedBy)} desc`);
  }
  switch (filter.sort ?? "popular") {
    case "newest":
      q = by(q, sql`games.release_date desc`);
      break;
    case "name_asc":
      q = by(q, sql`lower(games.name) asc`);
      break;
    case "name_desc":
      q = by(q, sql`lower(games.name) desc`);
      break;
    case "rtp_desc":
      q = by(q, sql`games.rtp desc nulls last`);
      break;
    default:
      q = by(q, sql`games.popularity desc`);
  }
  return by(q, sql`games.id asc`);
}

/** A page of catalogue games for the filter (records; present them with {@link presentGames}). */
export async function listGameRecords(db: Db, filter: GameFilter): Promise<Page<GameRecord>> {
  const page = filter.page ?? 1;
  const perPage = filter.perPage ?? 20;
  const { query, search } = filtered(db, filter);
  // One query for the page and the total (a window count); a page past the end has no row to
  // carry the total, so only then is it counted apart.
  const rows = await ordered(
    query.select(gameColumns).select(sql<string>`count(*) over ()`.as("total_count")),
    filter,
    search,
  )
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const count = rows[0]
    ? { count: rows[0].total_count }
    : await query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
  const total = Number(count.count);
  return {
    data: rows.map(({ total_count: _total, ...row }) =>
      toGameRecord(row as Parameters<typeof toGameRecord>[0]),
    ),
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** The ids among `gameIds` the player likes. */
export async function favoriteIds(
  db: Db,
  userId: number | undefined,
  gameIds: readonly number[],
): Promise<Set<number>> {
  if (userId === undefined || gameIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("game_favorites")
    .select("game_id")
    .where("user_id", "=", userId)
    .where("game_id", "in", gameIds)
    .execute();
  return new Set(rows.map((r) => r.game_id));
}

/** The image URL of a game. */
export const gameImage = (base: string, slug: string) => artUrl(base, "games", slug);
/** The logo URL of a provider. */
export const providerLogo = (base: string, slug: string) => artUrl(base, "providers", slug);

/** A game as the contract's `Game`, for a viewer. */
export function presentGame(
  game: GameRecord,
  base: string,
  viewer: Viewer,
  favorite: boolean,
): Game {
  return {
    id: game.id,
    slug: game.slug,
    name: game.name,
    image: gameImage(base, game.slug),
    provider: { id: game.provider.id, slug: game.provider.slug, name: game.provider.name },
    kind: game.kind,
    has_demo: game.has_demo,
    is_new: game.is_new,
    is_hot: game.is_hot,
    is_favorite: favorite,
    likes_count: game.likes_count,
    availability: availabilityOf(game, viewer),
    rtp: game.rtp,
    volatility: game.volatility,
    tags: game.tags,
    release_date: game.release_date,
  };
}

/** Games as the contract's `Game`s, with the player's favourites marked. */
export async function presentGames(
  db: Db,
  games: readonly GameRecord[],
  base: string,
  viewer: Viewer,
  userId: number | undefined,
): Promise<Game[]> {
  const liked = await favoriteIds(
    db,
    userId,
    games.map((g) => g.id),
  );
  return games.map((game) => presentGame(game, base, viewer, liked.has(game.id)));
}

const activeGameCount = (eb: ExpressionBuilder<Database, "game_categories">) =>
  eb
    .selectFrom("game_category_games as gc")
    .innerJoin("games as g", "g.id", "gc.game_id")
    .select((e) => e.fn.countAll<string>().as("n"))
    .whereRef("gc.category_id", "=", "game_categories.id")
    .where("g.status", "=", "active");

/** The categories of a site's lobby (global ones and the site's own), with game counts. */
export async function listCategories(
  db: Db,
  hostname: string,
  section: LobbySection | undefined,
  locale: Locale = "en",
): Promise<Schemas["Category"][]> {
  let query = db
    .selectFrom("game_categories")
    .select(["id", "slug", "name", "icon", "section", "position", "translations"])
    .select((eb) => activeGameCount(eb).as("games_count"))
    .where((eb) => eb.or([eb("site_hostname", "is", null), eb("site_hostname", "=", hostname)]));
  if (section) query = query.where("section", "=", section);
  const rows = await query.orderBy("section").orderBy("position").orderBy("id").execute();
  return rows.map(({ translations, ...row }) =>
    inLanguage({ ...row, games_count: Number(row.games_count ?? 0) }, translations, locale),
  );
}

/** The games of one category, most popular first. */
export async function categoryGames(
  db: Db,
  categoryId: number,
  limit: number,
): Promise<GameRecord[]> {
  const page = await listGameRecords(db, {
    categoryIds: [categoryId],
    perPage: limit,
    sort: "popular",
  });
  return page.data;
}

const sectionKinds = (section: LobbySection): GameKind[] =>
  section === "live_casino" ? ["live_casino"] : ["slots", "provably_fair", "table_games"];

/** Providers with their active games' count (only those with games in `section` when given). */
export async function listProviders(
  db: Db,
  base: string,
  options: { section?: LobbySection | undefined; idOrSlug?: string | undefined } = {},
): Promise<Schemas["Provider"][]> {
  const kinds = options.section ? sectionKinds(options.section) : undefined;
  let query = db
    .selectFrom("game_providers as p")
    .leftJoin("games as g", (join) =>
      join
        .onRef("g.provider_id", "=", "p.id")
        .on("g.status", "=", "active")
        .$call((j) => (kinds ? j.on("g.kind", "in", kinds) : j)),
    )
    .select(["p.id", "p.slug", "p.name", "p.position"])
    .select((eb) => eb.fn.count<string>("g.id").as("games_count"))
    .groupBy("p.id");
  if (options.idOrSlug !== undefined) {
    // Digits beyond int4 name no id (PostgreSQL would refuse the comparison).
    const id = numericId(options.idOrSlug) ?? -1;
    query = query.where((eb) => eb.or([eb("p.id", "=", id), eb("p.slug", "=", options.idOrSlug!)]));
  }
  if (kinds) query = query.having((eb) => eb.fn.count("g.id"), ">", 0);
  const rows = await query.orderBy("p.position").orderBy("p.id").execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    logo: providerLogo(base, row.slug),
    games_count: Number(row.games_count),
    position: row.position,
  }));
}

/** The categories a game is in (global ones and those of the site). */
export async function gameCategories(
  db: Db,
  gameId: number,
  hostname: string,
  locale: Locale = "en",
): Promise<Schemas["CategorySummary"][]> {
  const rows = await db
    .selectFrom("game_category_games as gc")
    .innerJoin("game_categories as c", "c.id", "gc.category_id")
    .select(["c.id", "c.slug", "c.name", "c.translations"])
    .where("gc.game_id", "=", gameId)
    .where((eb) => eb.or([eb("c.site_hostname", "is", null), eb("c.site_hostname", "=", hostname)]))
    .orderBy("c.section")
    .orderBy("c.position")
    .execute();
  return rows.map(({ translations, ...row }) => inLanguage(row, translations, locale));
}

/** A game's description in `locale` (English where it has no translation). */
export async function gameDescription(
  db: Db,
  gameId: number,
  locale: Locale,
): Promise<string | null> {
  const row = await db
    .selectFrom("games")
    .select(["description", "translations"])
    .where("id", "=", gameId)
    .executeTakeFirst();
  if (!row) return null;
  return inLanguage({ description: row.description }, row.translations, locale).description;
}
