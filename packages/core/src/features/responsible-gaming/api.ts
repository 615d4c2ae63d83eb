import type { components, paths } from "@casino/api";
import {
  coreApi,
  toBracketQuery,
  type ContractData,
  type ContractQuery,
  type WithoutBrackets,
} from "../../store/core-api.ts";

/** The player's limits, reminder, cool-off and self-exclusion (`GET /api/user/responsible-gaming`). */
export type ResponsibleGaming = ContractData<"/api/user/responsible-gaming">;
/** One limit (type by period) with its pending raise and what the window used. */
export type GamingLimit = components["schemas"]["GamingLimit"];
export type GamingLimitType = components["schemas"]["GamingLimitType"];
export type GamingLimitPeriod = components["schemas"]["GamingLimitPeriod"];
/** The `details` of a refused bet or deposit (which limit, when it resets). */
export type GamingRefusal = components["schemas"]["GamingRefusal"];
/** A page of the player's bets, wins and rollbacks (`GET /api/user/gaming-history`). */
export type GamingHistoryPage = ContractData<"/api/user/gaming-history">;
export type GameTransaction = components["schemas"]["GameTransaction"];
/** Query of the gaming history, array filters without brackets (`types`). */
export type GamingHistoryQuery = WithoutBrackets<ContractQuery<"/api/user/gaming-history">>;

/** A page of the player's rounds, each with its transactions (`GET /api/user/gaming-history/rounds`). */
export type GamingRoundsPage = ContractData<"/api/user/gaming-history/rounds">;
export type GamingRound = components["schemas"]["GamingRound"];
export type GamingRoundResult = components["schemas"]["GamingRoundResult"];
export type GamingRoundsQuery = ContractQuery<"/api/user/gaming-history/rounds">;

/** A change of one limit (`amount` null removes it). */
export type UpdateGamingLimit = components["schemas"]["UpdateGamingLimitRequest"];

/**
 * Responsible gaming and the gaming history. Every change answers with the player's whole
 * settings, which replace the cached ones (no refetch). A self-exclusion ends the session on the
 * server: the screen signs the player out after it.
 */
export const responsibleGamingApi = coreApi.injectEndpoints({
  endpoints: (build) => {
    const change = <Arg>(method: "put" | "post", url: keyof paths, body: (arg: Arg) => unknown) =>
      build.mutation<ResponsibleGaming, Arg>({
        query: (arg) => ({ method, url, body: body(arg) }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(
              responsibleGamingApi.util.upsertQueryData("getResponsibleGaming", undefined, data),
            );
          } catch {
            // The screen shows the failure; the cached settings stay as they were.
          }
        },
      });
    return {
      getResponsibleGaming: build.query<ResponsibleGaming, void>({
        query: () => ({ url: "/api/user/responsible-gaming" }),
      }),
      updateGamingLimit: change<UpdateGamingLimit>(
        "put",
        "/api/user/responsible-gaming/limits",
        (limit) => limit,
      ),
      updateSessionReminder: change<number | null>(
        "put",
        "/api/user/responsible-gaming/session-reminder",
        (minutes) => ({ minutes }),
      ),
      startCoolOff: change<number>("post", "/api/user/responsible-gaming/cool-off", (hours) => ({
        hours,
      })),
      startSelfExclusion: change<{ months: number; current_password?: string }>(
        "post",
        "/api/user/responsible-gaming/self-exclusion",
        (body) => body,
      ),
      listGamingHistory: build.query<GamingHistoryPage, GamingHistoryQuery>({
        query: (query) => ({
          url: "/api/user/gaming-history",
          query: toBracketQuery(query as Record<string, unknown>),
        }),
      }),
      // Not kept once the page leaves: the next visit shows the bets played meanwhile.
      listGamingRounds: build.query<GamingRoundsPage, GamingRoundsQuery>({
        query: (query) => ({ url: "/api/user/gaming-history/rounds", query }),
        keepUnusedDataFor: 0,
      }),
    };
  },
});
