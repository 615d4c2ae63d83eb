import type { components } from "@casino/api";
import {
  contractGet,
  coreApi,
  type ContractData,
  type ContractQuery,
  contractMutation,
} from "../../store/core-api.ts";

type Schemas = components["schemas"];

/** The five provably fair originals (their catalogue slugs). */
export type OriginalSlug = Schemas["OriginalsGame"];
/** A settled original bet (public, shareable). */
export type OriginalsBet = Schemas["OriginalsBet"];
/** A mines round (active, cashed out or lost). */
export type MinesRound = Schemas["OriginalsMinesRound"];
/** The active seed pair (server seed hidden). */
export type FairSeedPair = Schemas["FairSeedPair"];
/** A revealed pair (after a rotation). */
export type FairRevealedSeedPair = Schemas["FairRevealedSeedPair"];
/** A past pair as the revealed list shows it (with when it started and was revealed). */
export type FairPastSeedPair = Schemas["FairPastSeedPair"];
/** A page of the player's revealed pairs. */
export type FairRevealedSeedsPage = Schemas["FairRevealedSeedsPage"];
/** The published payout tables of plinko and keno, each with its RTP. */
export type FairTables = Schemas["FairTables"];
/** The cell of a payout table a bet was paid by (plinko, keno). */
export type FairPaidCell = Schemas["FairPaidCell"];
/** What an original bet was played with and its outcome, by game. */
export type OriginalsPlay = Schemas["OriginalsPlay"];
/** Query of the revealed pairs list. */
export type FairRevealedSeedsQuery = ContractQuery<"/api/fair/seeds/revealed">;
/** Arguments of the bet endpoints, as the contract's request bodies. */
export type DiceBetArgs = Schemas["OriginalsDiceBetRequest"];
export type LimboBetArgs = Schemas["OriginalsLimboBetRequest"];
export type PlinkoBetArgs = Schemas["OriginalsPlinkoBetRequest"];
export type KenoBetArgs = Schemas["OriginalsKenoBetRequest"];
export type MinesStartArgs = Schemas["OriginalsMinesStartRequest"];

/**
 * The provably fair originals: seed pairs (show, set the client seed, rotate, the revealed past
 * pairs page by page), bets of dice,
 * limbo, plinko and keno, the multi-step mines round, and one settled bet by id. A bet consumes
 * a nonce, so the seeds are refetched after it; balances move through the realtime
 * `wallet_balance` event the server sends after each money move.
 */
export const originalsApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    getFairSeeds: contractGet(build, "/api/fair/seeds", ["FairSeeds"]),
    setFairClientSeed: build.mutation<ContractData<"/api/fair/seeds/client-seed", "put">, string>({
      query: (clientSeed) => ({
        method: "put",
        url: "/api/fair/seeds/client-seed",
        body: { client_seed: clientSeed },
      }),
      // A client seed change closes the pair: it joins the revealed ones.
      invalidatesTags: ["FairSeeds", "FairRevealedSeeds"],
    }),
    rotateFairSeeds: build.mutation<
      ContractData<"/api/fair/seeds/rotate", "post">,
      { client_seed?: string } | void
    >({
      query: (body) => ({ method: "post", url: "/api/fair/seeds/rotate", body: body ?? {} }),
      invalidatesTags: ["FairSeeds", "FairRevealedSeeds"],
    }),
    listFairRevealedSeeds: build.query<FairRevealedSeedsPage, FairRevealedSeedsQuery>({
      query: (query) => ({ url: "/api/fair/seeds/revealed", query }),
      providesTags: ["FairRevealedSeeds"],
    }),
    placeDiceBet: contractMutation(build, "post", "/api/originals/dice/bet", {
      invalidatesTags: ["FairSeeds"],
    }),
    placeLimboBet: contractMutation(build, "post", "/api/originals/limbo/bet", {
      invalidatesTags: ["FairSeeds"],
    }),
    placePlinkoBet: contractMutation(build, "post", "/api/originals/plinko/bet", {
      invalidatesTags: ["FairSeeds"],
    }),
    placeKenoBet: contractMutation(build, "post", "/api/originals/keno/bet", {
      invalidatesTags: ["FairSeeds"],
    }),
    getFairTables: build.query<FairTables, void>({
      query: () => ({ url: "/api/fair/tables" }),
      // The tables change only with a release.
      keepUnusedDataFor: 3600,
    }),
    getMinesRound: contractGet(build, "/api/originals/mines", ["MinesRound"]),
    startMinesRound: contractMutation(build, "post", "/api/originals/mines/start", {
      invalidatesTags: ["FairSeeds"],
    }),
    revealMinesTile: build.mutation<ContractData<"/api/originals/mines/reveal", "post">, number>({
      query: (tile) => ({ method: "post", url: "/api/originals/mines/reveal", body: { tile } }),
    }),
    cashOutMinesRound: contractMutation(build, "post", "/api/originals/mines/cashout"),
    getOriginalsBet: build.query<ContractData<"/api/originals/bets/{id}">, number>({
      query: (id) => ({ url: "/api/originals/bets/{id}", path: { id } }),
    }),
  }),
});
