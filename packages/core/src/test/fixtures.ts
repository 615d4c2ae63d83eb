import type { UnknownAction } from "@reduxjs/toolkit";
import type { User } from "../api/entities.ts";
import { coreApi } from "../store/core-api.ts";

export * from "../testing/fixtures.ts";

/**
 * The player `GET /api/user/information` answered, put in the cache with the data library's public
 * `upsertQueryEntries` (a plain action: saga tests that run on a reducer without the middleware use
 * it; the realtime wiring counts it as a change of player).
 */
export function userFetched(user: User): UnknownAction {
  return coreApi.util.upsertQueryEntries([
    { endpointName: "userInformation", arg: undefined, value: user },
  ]) as UnknownAction;
}
