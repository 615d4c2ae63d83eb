import { coreApi, type ContractData, type ContractQuery } from "../../store/core-api.ts";

/** A challenge of `/challenges`. */
export type Challenge = ContractData<"/api/challenges/{type}">["data"][number];
/** Arguments of `listChallenges`: `live` or `finished`, and the page. */
export type ChallengeListArgs = {
  type: "live" | "finished";
} & ContractQuery<"/api/challenges/{type}">;
/** Arguments of `listUserChallenges`: the page of the player's completed challenges. */
export type UserChallengeListArgs = ContractQuery<"/api/challenges/user/{type}"> | void;

/**
 * Challenge endpoints (`/challenges`): live and finished ones (guests too) and the ones the
 * signed-in player completed. They provide the `Challenges` tag: realtime `player_new_challenge`
 * reads the cached ones again (see `competitionsSaga`).
 */
export const challengesApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    listChallenges: build.query<ContractData<"/api/challenges/{type}">, ChallengeListArgs>({
      query: ({ type, ...query }) => ({ url: "/api/challenges/{type}", path: { type }, query }),
      providesTags: ["Challenges", "Content"],
    }),
    listUserChallenges: build.query<
      ContractData<"/api/challenges/user/{type}">,
      UserChallengeListArgs
    >({
      query: (query) => ({
        url: "/api/challenges/user/{type}",
        path: { type: "completed" },
        query: query ?? {},
      }),
      providesTags: ["Challenges", "Content"],
    }),
  }),
});
