import { makeStore } from "../../store/make-store";
import { createFakeApi, waitFor } from "../../test/fake-api";
import { userFixture, walletFixture } from "../../test/fixtures";
import { createMemoryPlatform } from "../../testing";
import { sessionActions } from "../session/slice";

const bet = (id: string) => ({
  id,
  game: { id: 1, slug: "dice", name: "Dice", image: "https://cdn.example/dice.png", provider_name: "Casino" },
  username: "Hidden",
  vip_level: 0,
  entity_wallet_code: "USDT",
  bet_amount: "1",
  payout_amount: "2",
  multiplier: "2",
  fiat_bet_amount: "1",
  fiat_payout_amount: "2",
  fiat_currency: "USD",
  created_at: "2026-01-01T00:00:00Z",
});

function setup() {
  const platform = createMemoryPlatform({ cookies: { token: "tok", clear_cookie: "1" } });
  let balance = "1.00000000";
  const fake = createFakeApi({
    "GET /api/user/information": () => userFixture({ id: 42 }),
    "GET /api/wallets/user-wallets": () => [walletFixture("USDT", { is_selected: true, balance }), walletFixture("BTC")],
    "GET /api/settings/general": () => ({ challenge_count: 1, tournament_count: 2, inbox_count: 3 }),
    "GET /api/wallets/entity-wallets": () => [],
    "GET /api/wallets/entity-wallets/rate": () => ({ rate: {}, currencies: [], updated_at: "2026-01-01T00:00:00Z" }),
    "GET /api/redirect-rules": () => [],
    "GET /api/logout": () => null,
  });
  const store = makeStore({ platform, api: fake.api });
  return { platform, store, fake, setBalance: (value: string) => (balance = value) };
}

describe("realtime through makeStore", () => {
  it("connects with the token, subscribes to the player channel and reduces events into slices", async () => {
    const { platform, store } = setup();
    await waitFor(() => store.getState().wallets.list.length === 2 && platform.realtime.current()?.subscriptions.length === 3);
    const connection = platform.realtime.current()!;
    expect(connection.options).toMatchObject({ token: "tok", authEndpoint: platform.config.broadcastAuthUrl, key: "sandbox-key" });
    expect(connection.subscriptions.map((s) => s.channel).sort()).toEqual(["bets", "player.42", "rates"]);

    expect(connection.emit("player.42", "wallet_balance", { wallet: walletFixture("USDT", { is_selected: true, balance: "5.50000000" }), reason: "deposit" })).toBe(1);
    await waitFor(() => store.getState().wallets.list[0]?.balance === "5.50000000");

    connection.emit("player.42", "new_notification", {
      notification: { id: "n1", type: "system", title: "Hi", body: "<p>x</p>", image: null, link: null, is_read: false, read_at: null, created_at: "2026-01-01T00:00:00Z" },
      inbox_count: 4,
    });
    connection.emit("player.42", "transaction_latest_bet", { bet: bet("mine-1") });
    connection.emit("bets", "transaction_latest_bet", { bet: bet("all-1") });
    connection.emit("rates", "update_rate", { rate: { BTC: { USD: "90000" } }, updated_at: "2026-01-02T00:00:00Z" });
    await waitFor(() => store.getState().currencies.rates.BTC?.USD === "90000");
    const state = store.getState();
    expect(state.settings.inboxCount).toBe(4);
    expect(state.notifications.list.map((n) => n.id)).toEqual(["n1"]);
    expect(state.liveBets.mine.map((b) => b.id)).toEqual(["mine-1"]);
    expect(state.liveBets.latest.map((b) => b.id)).toEqual(["all-1"]);
    store.close();
  });

  it("renews the bearer token when it changes and disconnects when it empties", async () => {
    const { platform, store } = setup();
    await waitFor(() => platform.realtime.current()?.subscriptions.length === 3);
    const connection = platform.realtime.current()!;
    store.dispatch(sessionActions.loginSucceeded({ token: "tok-2", method: "telegram" }));
    await waitFor(() => connection.tokens.length === 2);
    expect(connection.tokens).toEqual(["tok", "tok-2"]);
    expect(platform.realtime.connections).toHaveLength(1);

    store.dispatch(sessionActions.logoutRequested());
    await waitFor(() => connection.disconnected);
    expect(connection.subscriptions.every((s) => !s.active)).toBe(true);
    await waitFor(() => store.getState().realtime.status === "idle");
    store.close();
  });

  it("refetches balances and counts after a reconnect", async () => {
    const { platform, store, fake, setBalance } = setup();
    await waitFor(() => platform.realtime.current()?.subscriptions.length === 3 && store.getState().wallets.list.length === 2);
    const connection = platform.realtime.current()!;
    const walletCalls = fake.count("GET", "/api/wallets/user-wallets");
    const settingsCalls = fake.count("GET", "/api/settings/general");
    connection.changeState("unavailable");
    setBalance("9.00000000"); // a deposit credited while offline
    connection.changeState("connected");
    await waitFor(() => store.getState().wallets.list[0]?.balance === "9.00000000");
    expect(fake.count("GET", "/api/wallets/user-wallets")).toBe(walletCalls + 1);
    expect(fake.count("GET", "/api/settings/general")).toBe(settingsCalls + 1);
    expect(store.getState().realtime).toEqual({ status: "connected", reconnects: 1 });
    store.close();
  });
});
