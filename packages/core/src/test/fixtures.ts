import type { UnknownAction } from "@reduxjs/toolkit";
import type { User } from "../api/entities.ts";

export * from "../testing/fixtures.ts";

/**
 * The actions RTK Query dispatches when `GET /api/user/information` answers `user` (pending, then
 * fulfilled): the cached player, for saga tests that run on a reducer without the middleware.
 */
export function userFetched(user: User): UnknownAction[] {
  const requestId = `user-${user.id}`;
  const arg = {
    type: "query",
    subscribe: false,
    endpointName: "userInformation",
    originalArgs: undefined,
    queryCacheKey: "userInformation(undefined)",
  };
  return [
    {
      type: "coreApi/executeQuery/pending",
      payload: undefined,
      meta: { arg, requestId, requestStatus: "pending", startedTimeStamp: 0 },
    },
    {
      type: "coreApi/executeQuery/fulfilled",
      payload: user,
      meta: { arg, requestId, requestStatus: "fulfilled", fulfilledTimeStamp: 0 },
    },
  ] as UnknownAction[];
}
