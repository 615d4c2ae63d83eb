import {
  contractList,
  coreApi,
  type ContractData,
  type ContractQuery,
  contractMutation,
} from "../../store/core-api.ts";

/** A prize the player won (`/prizes`). */
export type Prize = ContractData<"/api/user/prizes">["data"][number];
/** Query of `GET /api/user/prizes` (`claim_status` filter, page). */
export type PrizeListQuery = ContractQuery<"/api/user/prizes">;

/**
 * Prize endpoints (`/prizes`, signed in): the player's prizes, newest first, and the claim. A
 * claim reads the prizes and wallets again (the server also sends `wallet_balance` for cash);
 * a completed challenge reads the prizes again too.
 */
export const prizesApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    // Their source titles and descriptions are in the interface language (`Content`).
    listPrizes: contractList(build, "/api/user/prizes", ["Prizes", "Content"]),
    claimPrize: contractMutation(build, "post", "/api/user/prizes/{id}/claim", {
      invalidatesTags: ["Prizes", "Wallets"],
    }),
  }),
});
