import {
  contractItem,
  contractList,
  coreApi,
  type ContractData,
  type ContractQuery,
  type IdOrSlugArg,
} from "../../store/core-api.ts";

/** Query of `GET /api/tournaments` (`status` live or finished, page). */
export type TournamentListQuery = ContractQuery<"/api/tournaments">;
/** Arguments of `getTournamentLeaderboard`: the tournament and the page. */
export type TournamentLeaderboardArgs = {
  id: IdOrSlugArg;
} & ContractQuery<"/api/tournaments/{id}/leaderboard">;

/**
 * Tournament endpoints (`/tournaments`, `/tournaments/{id or slug}` and its leaderboard), typed
 * from `paths`. They provide the `Tournaments` tag: realtime `player_new_tournament` reads the
 * cached ones again (see `competitionsSaga`).
 */
export const tournamentsApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    // Titles and descriptions in the request's language (`Content`).
    listTournaments: contractList(build, "/api/tournaments", ["Tournaments", "Content"]),
    getTournament: contractItem(build, "/api/tournaments/{id}", ["Tournaments", "Content"]),
    getTournamentLeaderboard: build.query<
      ContractData<"/api/tournaments/{id}/leaderboard">,
      TournamentLeaderboardArgs
    >({
      query: ({ id, ...query }) => ({
        url: "/api/tournaments/{id}/leaderboard",
        path: { id: String(id) },
        query,
      }),
      providesTags: ["Tournaments"],
    }),
  }),
});
