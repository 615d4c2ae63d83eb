import type { components } from "@casino/api";
import {
  contractItem,
  contractList,
  coreApi,
  toBracketQuery,
  type ContractData,
  type ContractQuery,
  type WithoutBrackets,
  contractMutation,
} from "../../store/core-api.ts";

/**
 * Arguments of `listGames`: the query of `GET /api/games/list` with the array filters named
 * without brackets (`category_ids: [3, 7]` is sent as `category_ids[]=3&category_ids[]=7`).
 */
export type GameListArgs = WithoutBrackets<ContractQuery<"/api/games/list">>;
/** Query of `GET /api/games/categories` (lobby rows: `section`, `games_per_category`). */
export type LobbyCategoriesQuery = ContractQuery<"/api/games/categories">;
/** Query of `GET /api/games/provider/games` (`provider_id` id or slug, `sort`, page). */
export type ProviderGamesQuery = ContractQuery<"/api/games/provider/games">;
/** Query of the player's lists (`/api/games/user/favorites`, `/api/games/recently-played/list`). */
export type PlayerGamesQuery = ContractQuery<"/api/games/user/favorites">;
/** Query of `GET /api/games/live-wins/list` (`type`, `limit`). */
export type LiveWinsQuery = ContractQuery<"/api/games/live-wins/list">;
/** Query of `GET /api/games/highest-win-amount/list` (`time_range`, `limit`). */
export type HighestWinsQuery = ContractQuery<"/api/games/highest-win-amount/list">;
export type { IdOrSlugArg } from "../../store/core-api.ts";
/** A catalogue entry. */
export type Game = components["schemas"]["Game"];
/** The catalogue's orders. */
export type GameSort = components["schemas"]["GameSort"];
/** One page of games (Laravel paginator). */
export type GamePage = components["schemas"]["GamePage"];

const bySection = (section?: "casino" | "live_casino") => (section ? { section } : {});

/** Endpoints whose cached games carry `is_favorite` (patched in place by a like). */
const gameListEndpoints = [
  "listGames",
  "listProviderGames",
  "listFavoriteGames",
  "listRecentlyPlayedGames",
] as const;

/**
 * Game catalogue endpoints (lobby, `/categories/{id}`, `/provider`, `/play-game/{id}`, the
 * player's favourites and play-again lists, the live wins). Names follow the contract's operation
 * ids; arguments and results are typed from `paths`. Tags: `FavoriteGames` (a like refetches the
 * favourites), `PlayAgain` (invalidate it after a launch to refetch the play-again list).
 */
export const gamesApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    listGames: build.query<ContractData<"/api/games/list">, GameListArgs | void>({
      query: (args) => ({ url: "/api/games/list", query: toBracketQuery(args ?? {}) }),
      providesTags: (_result, _error, args) =>
        args && args.type === "favorites"
          ? ["FavoriteGames"]
          : args && args.type === "play-again"
            ? ["PlayAgain"]
            : [],
    }),
    /** Category names (the rails) in the request's language: refetched on a language switch. */
    listLobbyCategories: contractList(build, "/api/games/categories", ["Content"]),
    listCategories: build.query<
      ContractData<"/api/games/categories/list">,
      "casino" | "live_casino" | void
    >({
      query: (section) => ({
        url: "/api/games/categories/list",
        query: bySection(section ?? undefined),
      }),
      providesTags: ["Content"],
    }),
    listProviders: build.query<
      ContractData<"/api/games/providers">,
      "casino" | "live_casino" | void
    >({
      query: (section) => ({ url: "/api/games/providers", query: bySection(section ?? undefined) }),
    }),
    getProvider: contractItem(build, "/api/games/providers/{id}"),
    listProviderGames: build.query<ContractData<"/api/games/provider/games">, ProviderGamesQuery>({
      query: (query) => ({ url: "/api/games/provider/games", query }),
    }),
    /** Its description and categories' names in the request's language. */
    getGame: contractItem(build, "/api/games/{id}", ["Content"]),
    /** The player's favourites (`/favorite`), most recently liked first. */
    listFavoriteGames: build.query<ContractData<"/api/games/user/favorites">, PlayerGamesQuery>({
      query: (query) => ({ url: "/api/games/user/favorites", query }),
      providesTags: ["FavoriteGames"],
    }),
    /** The games the player launched or bet on recently (`/play-again`), most recent first. */
    listRecentlyPlayedGames: build.query<
      ContractData<"/api/games/recently-played/list">,
      PlayerGamesQuery
    >({
      query: (query) => ({ url: "/api/games/recently-played/list", query }),
      providesTags: ["PlayAgain"],
    }),
    /** The biggest wins of a period (the lobby's wins ticker). */
    listHighestWins: build.query<
      ContractData<"/api/games/highest-win-amount/list">,
      HighestWinsQuery
    >({
      query: (query) => ({ url: "/api/games/highest-win-amount/list", query }),
    }),
    /**
     * Adds a game to, or removes it from, the favourites. Every cached game list shows the new
     * state at once (undone when the server refuses); the favourites list is fetched again.
     */
    likeGame: contractMutation(build, "patch", "/api/games/like", {
      invalidatesTags: (_result, error) => (error ? [] : ["FavoriteGames"]),
      async onQueryStarted({ game_id, like }, { dispatch, getState, queryFulfilled }) {
        const state = getState() as Parameters<typeof gamesApi.util.selectCachedArgsForQuery>[0];
        const patch = (game: { id: number; is_favorite: boolean; likes_count: number }) => {
          if (game.id !== game_id || game.is_favorite === like) return;
          game.is_favorite = like;
          game.likes_count = Math.max(0, game.likes_count + (like ? 1 : -1));
        };
        const undo: (() => void)[] = [];
        for (const endpoint of gameListEndpoints) {
          for (const arg of gamesApi.util.selectCachedArgsForQuery(state, endpoint)) {
            const result = dispatch(
              gamesApi.util.updateQueryData(endpoint, arg as never, (page) => {
                page.data.forEach(patch);
              }),
            );
            undo.push(result.undo);
          }
        }
        for (const arg of gamesApi.util.selectCachedArgsForQuery(state, "listLobbyCategories")) {
          const result = dispatch(
            gamesApi.util.updateQueryData("listLobbyCategories", arg, (rows) => {
              rows.forEach((row) => row.games.forEach(patch));
            }),
          );
          undo.push(result.undo);
        }
        for (const arg of gamesApi.util.selectCachedArgsForQuery(state, "getGame")) {
          const result = dispatch(gamesApi.util.updateQueryData("getGame", arg, patch));
          undo.push(result.undo);
        }
        try {
          await queryFulfilled;
        } catch {
          undo.forEach((fn) => fn());
        }
      },
    }),
  }),
});
