import { contractMutation, coreApi } from "../../store/core-api.ts";

/**
 * The country check of every navigation (internal: the navigation saga runs it). A probe, so a
 * GET written as a mutation: each navigation asks the server itself, never sharing a cached or
 * an in-flight answer.
 */
export const navigationApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    countryBlock: contractMutation(build, "get", "/api/countries/is-blocked"),
  }),
});
