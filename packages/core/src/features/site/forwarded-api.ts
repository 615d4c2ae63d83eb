import { coreApi, type ContractData } from "../../store/core-api.ts";

/** What the server saw of the request (`/x-forwarded-for-test`). */
export type ForwardedAddressTest = ContractData<"/api/x-forwarded-for-test">;

/**
 * `GET /api/x-forwarded-for-test`: the client address the server resolved, its country, and the
 * `X-Forwarded-For` / `X-Forwarded-For-2` headers as received. Never kept after the page closes:
 * each visit asks again.
 */
export const forwardedTestApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    getForwardedAddressTest: build.query<ForwardedAddressTest, void>({
      query: () => ({ url: "/api/x-forwarded-for-test" }),
      keepUnusedDataFor: 0,
    }),
  }),
});
