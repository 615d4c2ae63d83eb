import { contractMutation, coreApi } from "../../store/core-api.ts";

/**
 * The probe of the "server unreachable" screen's retry (internal: the reachability saga runs it):
 * the start's cheap public request, as a mutation, so each retry asks the server itself (never
 * answered by, nor waiting on, the cached redirect rules' request) and leaves the cache as it is.
 */
export const reachabilityApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    probeRedirectRules: contractMutation(build, "get", "/api/redirect-rules"),
  }),
});
