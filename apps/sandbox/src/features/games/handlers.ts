/**
 * The game catalogue over HTTP: lists and search, lobby categories, providers, game detail,
 * favourites, recently played, and launches (real and fun).
 */
import { sql } from "kysely";
import { contentLocale } from "../../lib/content-language.ts";
import { ok } from "../../lib/envelope.ts";
import { fieldError, notFound, unauthenticated, unprocessable } from "../../lib/errors.ts";
import { requireAuth, type Auth, type Handlers, type RequestContext } from "../../lib/handler.ts";
import { imageBase } from "../../lib/public-url.ts";
import type { Services } from "../../services.ts";
import { currencies, findCoin } from "../wallets/index.ts";
import { normalizeHostname } from "../site/index.ts";
import { availabilityOf, hasActiveBonus, refusal, type Viewer } from "./availability.ts";
import {
  categoryGames,
  gameCategories,
  gameDescription,
  listCategories,
  listGameRecords,
  listProviders,
  presentGame,
  presentGames,
  favoriteIds,
  type GameFilter,
} from "./catalogue.ts";
import { createLaunch, LAUNCH_RATE_LIMIT, launchUrl } from "./launch.ts";
import { cacheKey, catalogueCache } from "./list-cache.ts";
import { findGame, type GameRecord } from "./repository.ts";

/** The currencies a game can be played in (every display and game currency of the casino). */
export const GAME_CURRENCIES = currencies.map((c) => c.code);

/** The handlers of the games feature. */
export function gameHandlers(services: Services): Handlers {
  const { db, config, clock, limiter, ipCountries } = services;
  // The catalogue's reads that are the same for every viewer (./list-cache.ts).
  const cache = catalogueCache(db, clock);
  const gameRecords = (filter: GameFilter) =>
    filter.favoritesOf === undefined && filter.playedBy === undefined
      ? cache.get(cacheKey("list", { ...filter }), () => listGameRecords(db, filter))
      : listGameRecords(db, filter);

  async function viewerOf(ctx: { ip: string; auth: Auth | undefined }): Promise<Viewer> {
    return {
      country: ipCountries.countryOf(ctx.ip),
      bonusActive: ctx.auth ? await hasActiveBonus(db, ctx.auth.user.id) : false,
    };
  }
  const hostOf = (headers: RequestContext["headers"]) =>
    normalizeHostname(headers["x-domain"]) ?? "localhost";

  /** The requested page (`page`, `per_page` of the call's query) of the games `filter` selects. */
  async function gamePage(
    ctx: {
      ip: string;
      auth: Auth | undefined;
      headers: RequestContext["headers"];
      query: { page?: number; per_page?: number };
    },
    filter: Omit<GameFilter, "page" | "perPage">,
  ) {
    const [page, viewer] = await Promise.all([
      gameRecords({ ...filter, page: ctx.query.page, perPage: ctx.query.per_page }),
      viewerOf(ctx),
    ]);
    return {
      ...page,
      data: await presentGames(
        db,
        page.data,
        imageBase(config, ctx.headers),
        viewer,
        ctx.auth?.user.id,
      ),
    };
  }

  /** Records a launch of `game` and answers with the URL of its game page (real or fun play). */
  async function launched<
    L extends {
      userId: number | null;
      mode: "real" | "fun";
      entityWalletCode: string | null;
      currency: string | null;
    },
  >(headers: RequestContext["headers"], game: GameRecord, launch: L) {
    const { token } = await createLaunch(db, { gameId: game.id, ...launch, now: clock.now() });
    return ok({
      game_id: game.id,
      url: launchUrl(imageBase(config, headers), game, token, config.appUrl),
      mode: launch.mode,
      entity_wallet_code: launch.entityWalletCode,
      currency: launch.currency,
    });
  }

  async function gameOr404(idOrSlug: string, cached = false): Promise<GameRecord> {
    const game = cached
      ? await cache.get(cacheKey("game", { idOrSlug }), () => findGame(db, idOrSlug))
      : await findGame(db, idOrSlug);
    if (!game) throw notFound();
    return game;
  }

  return {
    listGames: async (ctx) => {
      const { query, auth } = ctx;
      const type = query.type ?? "normal";
      if (type !== "normal" && !auth) throw unauthenticated();
      return ok(
        await gamePage(ctx, {
          ids: query.ids,
          categoryIds: query.category_ids,
          providerIds: query.provider_ids,
          kinds: query.kinds,
          tags: query.tags,
          search: query.search,
          favoritesOf: type === "favorites" ? auth!.user.id : undefined,
          playedBy: type === "play-again" ? auth!.user.id : undefined,
          sort: query.sort,
        }),
      );
    },

    listLobbyCategories: async (ctx) => {
      const { query, headers, auth } = ctx;
      const section = query.section ?? "casino";
      const perCategory = query.games_per_category ?? 12;
      const base = imageBase(config, headers);
      const host = hostOf(headers);
      // The categories' names are in the request's language: it is part of the cache key.
      const locale = contentLocale(ctx.lang);
      const [categories, viewer] = await Promise.all([
        cache.get(cacheKey("categories", { host, section, locale }), () =>
          listCategories(db, host, section, locale),
        ),
        viewerOf(ctx),
      ]);
      const rows = await Promise.all(
        categories.map(async (category) => {
          const games = await cache.get(
            cacheKey("category-games", { id: category.id, perCategory }),
            () => categoryGames(db, category.id, perCategory),
          );
          return {
            ...category,
            games: await presentGames(db, games, base, viewer, auth?.user.id),
          };
        }),
      );
      return ok(rows);
    },

    listCategories: async ({ query, headers, lang }) =>
      ok(await listCategories(db, hostOf(headers), query.section, contentLocale(lang))),

    listProviders: async ({ query, headers }) =>
      ok(await listProviders(db, imageBase(config, headers), { section: query.section })),

    getProvider: async ({ params, headers }) => {
      const [provider] = await listProviders(db, imageBase(config, headers), {
        idOrSlug: params.id,
      });
      if (!provider) throw notFound();
      return ok(provider);
    },

    listProviderGames: async (ctx) => {
      const [provider] = await listProviders(db, imageBase(config, ctx.headers), {
        idOrSlug: ctx.query.provider_id,
      });
      if (!provider) throw notFound();
      return ok(
        await gamePage(ctx, {
          providerIds: [provider.id],
          sort: ctx.query.sort,
        }),
      );
    },

    getGame: async (ctx) => {
      const game = await gameOr404(ctx.params.id, true);
      const host = hostOf(ctx.headers);
      // The description and the categories' names are in the request's language (cache key).
      const locale = contentLocale(ctx.lang);
      const [viewer, liked, categories, description] = await Promise.all([
        viewerOf(ctx),
        favoriteIds(db, ctx.auth?.user.id, [game.id]),
        cache.get(cacheKey("game-categories", { id: game.id, host, locale }), () =>
          gameCategories(db, game.id, host, locale),
        ),
        locale === "en"
          ? game.description
          : cache.get(cacheKey("game-description", { id: game.id, locale }), () =>
              gameDescription(db, game.id, locale),
            ),
      ]);
      return ok({
        ...presentGame(game, imageBase(config, ctx.headers), viewer, liked.has(game.id)),
        description,
        categories,
        game_currencies: GAME_CURRENCIES,
        min_bet: trimDecimal(game.min_bet),
        max_bet: trimDecimal(game.max_bet),
      });
    },

    likeGame: async (ctx) => {
      const { user } = requireAuth(ctx);
      const { game_id: gameId, like } = ctx.body;
      const result = await db.transaction().execute(async (trx) => {
        const game = await trx
          .selectFrom("games")
          .select("id")
          .where("id", "=", gameId)
          .forUpdate()
          .executeTakeFirst();
        if (!game) throw notFound();
        const changed = like
          ? await trx
              .insertInto("game_favorites")
              .values({ user_id: user.id, game_id: gameId, created_at: new Date(clock.now()) })
              .onConflict((oc) => oc.columns(["user_id", "game_id"]).doNothing())
              .executeTakeFirst()
              .then((r) => Number(r.numInsertedOrUpdatedRows ?? 0))
          : await trx
              .deleteFrom("game_favorites")
              .where("user_id", "=", user.id)
              .where("game_id", "=", gameId)
              .executeTakeFirst()
              .then((r) => Number(r.numDeletedRows));
        const row = await trx
          .updateTable("games")
          .set({
            likes_count: sql<number>`greatest(0, likes_count + ${changed === 0 ? 0 : like ? 1 : -1})`,
          })
          .where("id", "=", gameId)
          .returning("likes_count")
          .executeTakeFirstOrThrow();
        return { game_id: gameId, is_favorite: like, likes_count: row.likes_count };
      });
      // The game's likes count changed: lists and details read it again.
      cache.clear();
      return ok(result);
    },

    listFavoriteGames: async (ctx) => {
      const { user } = requireAuth(ctx);
      return ok(await gamePage(ctx, { favoritesOf: user.id }));
    },

    listRecentlyPlayedGames: async (ctx) => {
      const { user } = requireAuth(ctx);
      return ok(await gamePage(ctx, { playedBy: user.id }));
    },

    getGameUrl: async (ctx) => {
      const { user } = requireAuth(ctx);
      await limiter.hit(`game-launch:${user.id}`, LAUNCH_RATE_LIMIT);
      const game = await gameOr404(ctx.params.id);
      const denied = refusal(availabilityOf(game, await viewerOf(ctx)));
      if (denied) throw denied;
      const { currency, entity_wallet_code: walletCode } = ctx.query;
      if (!GAME_CURRENCIES.includes(currency)) throw fieldError("currency", "invalid_value");
      if (!findCoin(walletCode)) throw fieldError("entity_wallet_code", "invalid_value");
      return launched(ctx.headers, game, {
        userId: user.id,
        mode: "real",
        entityWalletCode: walletCode,
        currency,
      });
    },

    getGameDemoUrl: async (ctx) => {
      await limiter.hit(
        `game-launch:${ctx.auth ? ctx.auth.user.id : `ip:${ctx.ip}`}`,
        LAUNCH_RATE_LIMIT,
      );
      const game = await gameOr404(ctx.params.id);
      // Fun play is not a bonus matter: only inactive and location-blocked games are refused.
      const availability = availabilityOf(game, { ...(await viewerOf(ctx)), bonusActive: false });
      const denied = refusal(availability);
      if (denied) throw denied;
      if (!game.has_demo) throw unprocessable("demo_unavailable");
      return launched(ctx.headers, game, {
        userId: ctx.auth?.user.id ?? null,
        mode: "fun",
        entityWalletCode: null,
        currency: null,
      });
    },
  };
}

/** `0.10000000` -> `0.1`, `100.00000000` -> `100`. */
function trimDecimal(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}
