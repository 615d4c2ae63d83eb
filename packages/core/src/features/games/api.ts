import {
  coreApi,
  toBracketQuery,
  type ContractData,
  type ContractQuery,
  type WithoutBrackets,
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
/** A numeric id or a slug, as route parameters give them. */
export type IdOrSlugArg = string | number;

const bySection = (section?: "casino" | "live_casino") => (section ? { section } : {});

/**
 * Game catalogue endpoints (lobby, `/categories/{id}`, `/provider`, `/play-game/{id}`). Names
 * follow the contract's operation ids; arguments and results are typed from `paths`.
 */
export const gamesApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    listGames: build.query<ContractData<"/api/games/list">, GameListArgs | void>({
      query: (args) => ({ url: "/api/games/list", query: toBracketQuery(args ?? {}) }),
    }),
    listLobbyCategories: build.query<
      ContractData<"/api/games/categories">,
      LobbyCategoriesQuery | void
    >({
      query: (query) => ({ url: "/api/games/categories", query: query ?? {} }),
    }),
    listCategories: build.query<
      ContractData<"/api/games/categories/list">,
      "casino" | "live_casino" | void
    >({
      query: (section) => ({
        url: "/api/games/categories/list",
        query: bySection(section ?? undefined),
      }),
    }),
    listProviders: build.query<
      ContractData<"/api/games/providers">,
      "casino" | "live_casino" | void
    >({
      query: (section) => ({ url: "/api/games/providers", query: bySection(section ?? undefined) }),
    }),
    getProvider: build.query<ContractData<"/api/games/providers/{id}">, IdOrSlugArg>({
      query: (id) => ({ url: "/api/games/providers/{id}", path: { id: String(id) } }),
    }),
    listProviderGames: build.query<ContractData<"/api/games/provider/games">, ProviderGamesQuery>({
      query: (query) => ({ url: "/api/games/provider/games", query }),
    }),
    getGame: build.query<ContractData<"/api/games/{id}">, IdOrSlugArg>({
      query: (id) => ({ url: "/api/games/{id}", path: { id: String(id) } }),
    }),
  }),
});
