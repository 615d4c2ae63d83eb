import { until } from "../../testing/index.ts";
import { startSignedInStore } from "../../test/signed-in-store.ts";
import { challengesApi } from "../challenges/api.ts";
import { prizesApi } from "../prizes/api.ts";
import { tournamentsApi } from "./api.ts";

const page = <T>(data: T[]) => ({
  data,
  current_page: 1,
  per_page: 20,
  total: data.length,
  last_page: 1,
});

const notification = (type: string) => ({
  notification: {
    id: "6f1c2b1e-2d7a-4f43-9a55-1d2c3b4a5e6f",
    type,
    title: "You won",
    body: "<p>Prize</p>",
    image: null,
    link: "/prizes",
    is_read: false,
    read_at: null,
    created_at: "2026-01-01T00:00:00Z",
  },
  inbox_count: 1,
});

describe("competitions through makeStore", () => {
  it("player_new_challenge and player_new_tournament read the cached lists again", async () => {
    const { store, fake, emit } = await startSignedInStore({
      "GET /api/challenges/{type}": () => page([]),
      "GET /api/tournaments": () => page([]),
    });
    const challenges = store.dispatch(
      challengesApi.endpoints.listChallenges.initiate({ type: "live" }),
    );
    const tournaments = store.dispatch(
      tournamentsApi.endpoints.listTournaments.initiate({ status: "live" }),
    );
    await challenges;
    await tournaments;
    expect(fake.callsTo("GET /api/challenges/{type}")).toHaveLength(1);

    emit("player_new_challenge", { challenge: { id: 9 } });
    await until(() => fake.callsTo("GET /api/challenges/{type}").length === 2);
    expect(fake.callsTo("GET /api/tournaments")).toHaveLength(1);

    emit("player_new_tournament", { tournament: { id: 3 } });
    await until(() => fake.callsTo("GET /api/tournaments").length === 2);
    expect(fake.callsTo("GET /api/challenges/{type}")).toHaveLength(2);
    challenges.unsubscribe();
    tournaments.unsubscribe();
    store.close();
  });

  it("a prize notice reads the prizes again; other notices do not; a claim reads prizes and wallets again", async () => {
    const { store, fake, emit } = await startSignedInStore({
      "GET /api/user/prizes": () => page([]),
      "POST /api/user/prizes/{id}/claim": () => ({ id: 7 }),
    });
    const prizes = store.dispatch(prizesApi.endpoints.listPrizes.initiate());
    await prizes;
    emit("new_notification", notification("deposit"));
    emit("new_notification", notification("challenge"));
    await until(() => fake.callsTo("GET /api/user/prizes").length === 2);

    const wallets = fake.callsTo("GET /api/wallets/user-wallets").length;
    await store.dispatch(prizesApi.endpoints.claimPrize.initiate(7));
    expect(fake.callsTo("POST /api/user/prizes/{id}/claim")).toHaveLength(1);
    await until(() => fake.callsTo("GET /api/user/prizes").length === 3);
    await until(() => fake.callsTo("GET /api/wallets/user-wallets").length > wallets);
    prizes.unsubscribe();
    store.close();
  });
});
