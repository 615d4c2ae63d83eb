import { guestStore } from "../test/signed-in-store.ts";
import { coreApi } from "../store/core-api.ts";
import { contractRoutes } from "./fake-api.ts";

describe("contractRoutes", () => {
  it("serves its answers through the fake API like any other route", async () => {
    const { store, fake } = guestStore(
      contractRoutes({
        "GET /api/settings/general": () => ({
          challenge_count: 2,
          tournament_count: 1,
          inbox_count: 3,
        }),
      }),
    );
    const result = await store.dispatch(coreApi.endpoints.generalSettings.initiate());
    expect(result.data).toEqual({ challenge_count: 2, tournament_count: 1, inbox_count: 3 });
    expect(fake.callsTo("GET /api/settings/general")).toHaveLength(1);
    store.close();
  });

  it("refuses, at compile time, a route or an answer the contract does not have", () => {
    const drifted = () => [
      contractRoutes({
        // @ts-expect-error -- a count is a number in the contract, not a string
        "GET /api/settings/general": () => ({
          challenge_count: "2",
          tournament_count: 1,
          inbox_count: 3,
        }),
      }),
      contractRoutes({
        // @ts-expect-error -- a field the schema requires is missing
        "GET /api/settings/general": () => ({ challenge_count: 2, tournament_count: 1 }),
      }),
      contractRoutes({
        // @ts-expect-error -- the contract has no such route
        "GET /api/settings/generals": () => ({}),
      }),
      contractRoutes({
        "POST /api/bonuses/redeem": ({ body }) => {
          // The request body is typed by the contract too.
          const code: string = body.code;
          throw new Error(code);
        },
      }),
    ];
    expect(typeof drifted).toBe("function");
  });
});
