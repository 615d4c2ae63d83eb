import type { BetFeedItem } from "../../api/entities.ts";
import { coreApi, type ContractData, type ContractQuery } from "../../store/core-api.ts";
import type { LiveWinsQuery } from "../games/index.ts";
import { liveBetsActions, type LiveBetsFeed } from "../live-bets/index.ts";

/** A settled bet as anyone may see it (`GET /api/bets/{id}`, for `?bet=` links). */
export type PublicBet = ContractData<"/api/bets/{id}">;

/** Arguments of `getGameUrl`: the game (id or slug) and the URL parameters of `/play-game`. */
export interface GameUrlArgs extends ContractQuery<"/api/games/{id}/game-url"> {
  id: string | number;
}

/** Which slice list a contract feed type fills. */
export const feedOfType: Record<LiveWinsQuery["type"], LiveBetsFeed> = {
  lastest_bet: "latest",
  high_roller: "highRoller",
  user_lastest_bet: "mine",
};

/**
 * Playing and bets: the launch URLs of `/play-game/{id}` (real and fun; never reused, each load
 * starts a new game session; a real one refreshes the play-again list), the bet feeds over HTTP (merged into the live-bets slice, which
 * realtime keeps current) and any settled bet by id (public, for `?bet=` links: masked player,
 * the seeds of an original).
 */
export const betsApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    getGameUrl: build.query<ContractData<"/api/games/{id}/game-url">, GameUrlArgs>({
      query: ({ id, ...query }) => ({
        url: "/api/games/{id}/game-url",
        path: { id: String(id) },
        query,
      }),
      keepUnusedDataFor: 0,
      // A real launch puts the game on the player's play-again list.
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(coreApi.util.invalidateTags(["PlayAgain"]));
        } catch {
          // A refused launch changes nothing.
        }
      },
    }),
    getGameDemoUrl: build.query<ContractData<"/api/games/{id}/game-demo-url">, string | number>({
      query: (id) => ({ url: "/api/games/{id}/game-demo-url", path: { id: String(id) } }),
      keepUnusedDataFor: 0,
    }),
    getBet: build.query<PublicBet, number>({
      query: (id) => ({ url: "/api/bets/{id}", path: { id } }),
    }),
    listLiveWins: build.query<BetFeedItem[], LiveWinsQuery>({
      query: (query) => ({ url: "/api/games/live-wins/list", query }),
      async onQueryStarted(query, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(liveBetsActions.feedLoaded({ feed: feedOfType[query.type], bets: data }));
        } catch {
          // The feed stays as realtime filled it; the screen shows the request's error state.
        }
      },
    }),
  }),
});
