import {
  contractGet,
  coreApi,
  type ContractData,
  type ContractQuery,
  contractMutation,
} from "../../store/core-api.ts";

/** Query of `GET /api/bonuses`: the dialog tab (`available`, `active`, `history`) and the page. */
export type BonusListQuery = ContractQuery<"/api/bonuses">;
type DepositOfferQuery = ContractQuery<"/api/bonuses/deposit-offer">;

/**
 * Bonus and cashback endpoints (the bonus dialog's tabs, bonus codes,
 * cashback, the deposit tab's bonus preview, the welcome offer). Names follow the contract's operation ids. The list (`Bonuses` tag) is refetched
 * after a claim, a cancel or a redeemed code, and after the realtime bonus events (see the
 * bonuses saga); the cashback (`Cashback` tag) after a claim and `ready_claim_cashback`. Claims and
 * cancels move money, so the cached wallets (`Wallets` tag) are refetched too. A bonus's name and
 * description are in the request's language: the list, the deposit preview and the welcome offer
 * are tagged `Content` too, so a language switch fetches them again.
 */
export const bonusesApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    listBonuses: build.query<ContractData<"/api/bonuses">, BonusListQuery>({
      query: (query) => ({ url: "/api/bonuses", query }),
      providesTags: ["Bonuses", "Content"],
    }),
    claimBonus: contractMutation(build, "post", "/api/bonuses/{id}/claim", {
      invalidatesTags: ["Bonuses", "Wallets"],
    }),
    cancelBonus: contractMutation(build, "post", "/api/bonuses/{id}/cancel", {
      invalidatesTags: ["Bonuses", "Wallets"],
    }),
    /** The bonus a deposit in the coin would activate (the deposit tab's preview), or null. */
    getDepositOffer: build.query<ContractData<"/api/bonuses/deposit-offer">, string>({
      query: (code) => ({
        url: "/api/bonuses/deposit-offer",
        query: { entity_wallet_code: code as DepositOfferQuery["entity_wallet_code"] },
      }),
      providesTags: ["Bonuses", "Content"],
    }),
    /** The player's open welcome bonus and whether to present it after sign-up. */
    getWelcomeOffer: contractGet(build, "/api/bonuses/welcome", ["Bonuses", "Content"]),
    /** The player answered the after-sign-up invitation: never presented again. */
    answerWelcomeOffer: contractMutation(build, "post", "/api/bonuses/welcome/answer", {
      invalidatesTags: ["Bonuses"],
    }),
    redeemBonusCode: build.mutation<ContractData<"/api/bonuses/redeem", "post">, string>({
      query: (code) => ({ method: "post", url: "/api/bonuses/redeem", body: { code } }),
      invalidatesTags: ["Bonuses"],
    }),
    getCashback: contractGet(build, "/api/cashback", ["Cashback"]),
    claimCashback: contractMutation(build, "post", "/api/cashback/claim", {
      invalidatesTags: ["Cashback", "Wallets"],
    }),
  }),
});
