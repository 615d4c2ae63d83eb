import type { BetFeedItem } from "../../api/entities.ts";
import { coreApi, type ContractData, type ContractQuery } from "../../store/core-api.ts";
import { liveBetsActions, type LiveBetsFeed } from "../live-bets/slice.ts";

/** Arguments of `getGameUrl`: the game (id or slug) and the URL parameters of `/play-game`. */
export interface GameUrlArgs extends ContractQuery<"/api/games/{id}/game-url"> {
  id: string | number;
}
/** Arguments of `listLiveWins` (`type`: `lastest_bet`, `high_roller`, `user_lastest_bet`). */
export type LiveWinsQuery = ContractQuery<"/api/games/live-wins/list">;

/** Which slice list a contract feed type fills. */
export const feedOfType: Record<LiveWinsQuery["type"], LiveBetsFeed> = {
  lastest_bet: "latest",
  high_roller: "highRoller",
  user_lastest_bet: "mine",
};

/**
 * Playing and bets: the launch URLs of `/play-game/{id}` (real and fun; never reused, each load
 * starts a new game session), the bet feeds over HTTP (merged into the live-bets slice, which
 * realtime keeps current) and one settled original bet with its seeds (public, for `?bet=`).
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
    }),
    getGameDemoUrl: build.query<ContractData<"/api/games/{id}/game-demo-url">, string | number>({
      query: (id) => ({ url: "/api/games/{id}/game-demo-url", path: { id: String(id) } }),
      keepUnusedDataFor: 0,
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
    getOriginalsBet: build.query<ContractData<"/api/originals/bets/{id}">, number>({
      query: (id) => ({ url: "/api/originals/bets/{id}", path: { id } }),
    }),
  }),
});
