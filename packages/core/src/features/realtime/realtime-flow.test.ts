import { makeStore } from "../../store/make-store.ts";
import { createFakeApi, waitFor } from "../../test/fake-api.ts";
import { userFixture, walletFixture } from "../../test/fixtures.ts";
import { createMemoryPlatform } from "../../testing/index.ts";
import { sessionActions } from "../session/slice.ts";

const bet = (id: string) => ({
  id,
  game: {
    id: 1,
    slug: "dice",
    name: "Dice",
    image: "https://cdn.example/dice.png",
    provider_name: "Casino",
  },
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
    "GET /api/wallets/user-wallets": () => [
      walletFixture("USDT", { is_selected: true, balance }),
      walletFixture("BTC"),
    ],
    "GET /api/settings/general": () => ({
      challenge_count: 1,
      tournament_count: 2,
      inbox_count: 3,
    }),
    "GET /api/wallets/entity-wallets": () => [],
    "GET /api/wallets/entity-wallets/rate": () => ({
      rate: {},
      currencies: [],
      updated_at: "2026-01-01T00:00:00Z",
    }),
    "GET /api/redirect-rules": () => [],
    "GET /api/logout": () => null,
  });
  const store = makeStore({ platform, api: fake.api });
  return { platform, store, fake, setBalance: (value: string) => (balance = value) };
}

describe("realtime through makeStore", () => {
  it("connects with the token, subscribes to the player channel and reduces events into slices", async () => {
    const { platform, store } = setup();
    await waitFor(
      () =>
        store.getState().wallets.list.length === 2 &&
        platform.realtime.current()?.subscriptions.length === 3,
    );
    const connection = platform.realtime.current()!;
    expect(connection.options).toMatchObject({
      token: "tok",
      authEndpoint: platform.config.broadcastAuthUrl,
      key: "sandbox-key",
    });
    expect(connection.subscriptions.map((s) => s.channel).sort()).toEqual([
      "bets",
      "player.42",
      "rates",
    ]);

    expect(
      connection.emit("player.42", "wallet_balance", {
        wallet: walletFixture("USDT", { is_selected: true, balance: "5.50000000" }),
        reason: "deposit",
      }),
    ).toBe(1);
    await waitFor(() => store.getState().wallets.list[0]?.balance === "5.50000000");

    connection.emit("player.42", "new_notification", {
      notification: {
        id: "n1",
        type: "system",
        title: "Hi",
        body: "<p>x</p>",
        image: null,
        link: null,
        is_read: false,
        read_at: null,
        created_at: "2026-01-01T00:00:00Z",
      },
      inbox_count: 4,
    });
    connection.emit("player.42", "transaction_latest_bet", { bet: bet("mine-1") });
    connection.emit("bets", "transaction_latest_bet", { bet: bet("all-1") });
    connection.emit("rates", "update_rate", {
      rate: { BTC: { USD: "90000" } },
      updated_at: "2026-01-02T00:00:00Z",
    });
    await waitFor(() => store.getState().currencies.rates.BTC?.USD === "90000");
    const state = store.getState();
    expect(state.settings.inboxCount).toBe(4);
    expect(state.notifications.list.map((n) => n.id)).toEqual(["n1"]);
    expect(state.liveBets.mine.map((b) => b.id)).toEqual(["mine-1"]);
    expect(state.liveBets.latest.map((b) => b.id)).toEqual(["all-1"]);
    store.close();
  });

  it("renews the bearer token when it changes; signing out removes the player channel and keeps the connection", async () => {
    const { platform, store } = setup();
    await waitFor(() => platform.realtime.current()?.subscriptions.length === 3);
    const connection = platform.realtime.current()!;
    store.dispatch(sessionActions.loginSucceeded({ token: "tok-2", method: "telegram" }));
    await waitFor(() => connection.tokens.length === 2);
    expect(connection.tokens).toEqual(["tok", "tok-2"]);
    expect(platform.realtime.connections).toHaveLength(1);

    store.dispatch(sessionActions.logoutRequested());
    await waitFor(
      () => store.getState().session.token === null && connection.tokens.at(-1) === null,
    );
    await waitFor(
      () => connection.subscriptions.find((s) => s.channel === "player.42")?.active === false,
    );
    expect(connection.disconnected).toBe(false);
    expect(connection.subscriptions.filter((s) => s.active).map((s) => s.channel)).toEqual([
      "bets",
      "rates",
    ]);
    // the guest still gets the public feed
    connection.emit("bets", "transaction_latest_bet", { bet: bet("after-logout") });
    await waitFor(() => store.getState().liveBets.latest[0]?.id === "after-logout");
    store.close();
    await waitFor(() => connection.disconnected);
    expect(connection.log.slice(-3)).toEqual([
      "unsubscribe bets",
      "unsubscribe rates",
      "disconnect",
    ]);
    expect(store.getState().realtime.status).toBe("idle");
    expect(platform.realtime.connections).toHaveLength(1);
  });

  it("gives a guest the live bets and rates, then adds the player channel when the guest signs in", async () => {
    const platform = createMemoryPlatform({ cookies: { clear_cookie: "1" } });
    const fake = createFakeApi({
      "GET /api/wallets/entity-wallets": () => [],
      "GET /api/wallets/entity-wallets/rate": () => ({
        rate: {},
        currencies: [],
        updated_at: "2026-01-01T00:00:00Z",
      }),
      "GET /api/redirect-rules": () => [],
      "POST /api/login": () => ({
        token: "fresh",
        two_factor: false,
        auth_id: null,
        email: "lucky@example.com",
        email_verified_at: "2026-01-01T00:00:00Z",
      }),
      "GET /api/user/information": () => userFixture({ id: 42 }),
      "GET /api/wallets/user-wallets": () => [walletFixture("USDT", { is_selected: true })],
      "GET /api/settings/general": () => ({
        challenge_count: 0,
        tournament_count: 0,
        inbox_count: 0,
      }),
    });
    const store = makeStore({ platform, api: fake.api });
    await waitFor(
      () =>
        store.getState().app.splash === false &&
        platform.realtime.current()?.subscriptions.length === 2,
    );
    const connection = platform.realtime.current()!;
    expect(connection.options.token).toBeNull();
    expect(connection.emit("bets", "transaction_high_roller_bet", { bet: bet("whale") })).toBe(1);
    expect(
      connection.emit("rates", "update_rate", {
        rate: { ETH: { USD: "3000" } },
        updated_at: "2026-01-02T00:00:00Z",
      }),
    ).toBe(1);
    await waitFor(
      () =>
        store.getState().liveBets.highRoller[0]?.id === "whale" &&
        store.getState().currencies.rates.ETH?.USD === "3000",
    );
    expect(fake.count("GET", "/api/wallets/user-wallets")).toBe(0);

    store.dispatch(
      sessionActions.loginSubmitted({ username_or_email: "lucky", password: "Secret-pass1" }),
    );
    await waitFor(() =>
      connection.subscriptions.some((s) => s.channel === "player.42" && s.active),
    );
    expect(connection.log).toEqual([
      "subscribe bets",
      "subscribe rates",
      "token fresh",
      "subscribe player.42",
    ]);
    expect(platform.realtime.connections).toHaveLength(1);
    store.close();
  });

  it("refetches balances and counts after a reconnect", async () => {
    const { platform, store, fake, setBalance } = setup();
    await waitFor(
      () =>
        platform.realtime.current()?.subscriptions.length === 3 &&
        store.getState().wallets.list.length === 2,
    );
    const connection = platform.realtime.current()!;
    const walletCalls = fake.count("GET", "/api/wallets/user-wallets");
    const settingsCalls = fake.count("GET", "/api/settings/general");
    const rateCalls = fake.count("GET", "/api/wallets/entity-wallets/rate");
    connection.changeState("unavailable");
    setBalance("9.00000000"); // a deposit credited while offline
    connection.changeState("connected");
    await waitFor(() => store.getState().wallets.list[0]?.balance === "9.00000000");
    expect(fake.count("GET", "/api/wallets/user-wallets")).toBe(walletCalls + 1);
    expect(fake.count("GET", "/api/settings/general")).toBe(settingsCalls + 1);
    await waitFor(() => fake.count("GET", "/api/wallets/entity-wallets/rate") === rateCalls + 1);
    expect(store.getState().realtime).toEqual({
      status: "connected",
      reconnects: 1,
      channels: { bets: "subscribed", rates: "subscribed", "player.42": "subscribed" },
    });
    store.close();
  });
});
