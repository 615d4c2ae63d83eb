import { ApiError } from "@casino/api";
import { coreApi } from "../../store/core-api.ts";
import { startSignedInStore } from "../../test/signed-in-store.ts";
import { until } from "../../testing/index.ts";
import { selectEntityWallets, selectRate, selectRates } from "../currencies/selectors.ts";
import { selectChallengeCount, selectInboxCount, selectTournamentCount } from "./selectors.ts";

describe("general settings in the cache", () => {
  it("keeps the counts; challenge and tournament events add one each", async () => {
    const { store, emit } = await startSignedInStore({
      "GET /api/settings/general": () => ({
        challenge_count: 2,
        tournament_count: 1,
        inbox_count: 5,
      }),
    });
    await until(() => selectInboxCount(store.getState()) === 5);
    expect(selectChallengeCount(store.getState())).toBe(2);
    expect(selectTournamentCount(store.getState())).toBe(1);
    emit("player_new_challenge", { challenge: { id: 1 } });
    emit("player_new_tournament", { tournament: { id: 2 } });
    await until(() => selectTournamentCount(store.getState()) === 2);
    expect(selectChallengeCount(store.getState())).toBe(3);
    store.close();
  });

  it("ignores a failure: the counts stay 0", async () => {
    const { store, fake } = await startSignedInStore({
      "GET /api/settings/general": () => {
        throw new ApiError({ status: 500, message: "down" });
      },
    });
    // The load, and the refetch once the player channel is subscribed: both fail.
    await until(() => fake.callsTo("GET /api/settings/general").length === 2);
    await until(() => coreApi.endpoints.generalSettings.select()(store.getState()).isError);
    expect(selectInboxCount(store.getState())).toBe(0);
    expect(store.getState().toasts).toEqual([]);
    store.close();
  });
});

describe("currencies in the cache", () => {
  it("loads coins and rates; one failing does not stop the other; update_rate patches the rates", async () => {
    const { store, connection, fake } = await startSignedInStore({
      "GET /api/wallets/entity-wallets": () => {
        throw new ApiError({ status: 500, message: "down" });
      },
      "GET /api/wallets/entity-wallets/rate": () => ({
        rate: { BTC: { USD: "60000" }, ETH: { USD: "3000" } },
        currencies: [],
        updated_at: "2026-01-01T00:00:00Z",
      }),
    });
    await until(() => selectRate(store.getState(), "BTC", "USD") === "60000");
    expect(selectEntityWallets(store.getState())).toEqual([]);
    connection.emit("rates", "update_rate", {
      rate: { BTC: { USD: "61000" } },
      updated_at: "2026-01-01T00:01:00Z",
    });
    await until(() => selectRate(store.getState(), "BTC", "USD") === "61000");
    expect(selectRates(store.getState()).ETH).toEqual({ USD: "3000" });
    expect(fake.callsTo("GET /api/wallets/entity-wallets/rate")).toHaveLength(1);
    store.close();
  });
});
