import { coreApi } from "../../store/core-api.ts";
import { makeStore } from "../../store/make-store.ts";
import { createFakeApi, until, createMemoryPlatform } from "../../testing/index.ts";
import { betFeedFixture, walletFixture } from "../../test/fixtures.ts";
import { signedInRoutes } from "../../test/signed-in-store.ts";
import { selectRates } from "../currencies/selectors.ts";
import { selectUser } from "../user/selectors.ts";
import { sessionActions } from "../session/slice.ts";
import { selectInboxCount } from "../settings/selectors.ts";
import { selectPendingDeposits, selectWallets, selectWithdrawal } from "../wallets/selectors.ts";
import { transactionUpdated } from "../wallets/api.ts";
import { walletsActions } from "../wallets/slice.ts";
import { startupActions } from "../startup/slice.ts";

function setup(
  routes: Parameters<typeof createFakeApi>[0] = {},
  { awaitFirstPaint = false }: { awaitFirstPaint?: boolean } = {},
) {
  const platform = createMemoryPlatform({ cookies: { token: "tok", clear_cookie: "1" } });
  let balance = "1.00000000";
  const fake = createFakeApi({
    ...signedInRoutes(),
    "GET /api/wallets/user-wallets": () => [
      walletFixture("USDT", { is_selected: true, balance }),
      walletFixture("BTC"),
    ],
    "GET /api/settings/general": () => ({
      challenge_count: 1,
      tournament_count: 2,
      inbox_count: 3,
    }),
    "GET /api/logout": () => null,
    ...routes,
  });
  const store = makeStore({ platform, api: fake.client, awaitFirstPaint });
  return { platform, store, fake, setBalance: (value: string) => (balance = value) };
}

describe("realtime through makeStore", () => {
  it("with awaitFirstPaint, connects and loads wallets, settings, coins and redirect rules only after the shell's first paint; the player comes at once", async () => {
    const { platform, store, fake } = setup({}, { awaitFirstPaint: true });
    await until(() => selectUser(store.getState())?.id === 42);
    // A few more turns of the event loop: nothing else starts by itself.
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(platform.realtime.connections).toHaveLength(0);
    const routes = fake.calls.map((call) => call.route);
    expect(routes).toEqual(["GET /api/user/information"]);

    store.dispatch(startupActions.firstPainted());
    await until(
      () =>
        selectWallets(store.getState()).length === 2 &&
        selectInboxCount(store.getState()) === 3 &&
        platform.realtime.current()?.subscriptions.length === 3,
    );
    expect(fake.callsTo("GET /api/redirect-rules")).toHaveLength(1);
    expect(fake.callsTo("GET /api/wallets/entity-wallets")).toHaveLength(1);
    expect(platform.realtime.connections).toHaveLength(1);
    store.close();
  });

  it("connects with the token, subscribes to the player channel and applies events to the cache and slices", async () => {
    const { platform, store } = setup();
    await until(
      () =>
        selectWallets(store.getState()).length === 2 &&
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
    await until(() => selectWallets(store.getState())[0]?.balance === "5.50000000");
    connection.emit("player.42", "all_wallet_balances", {
      wallets: [
        walletFixture("USDT", { balance: "6.00000000", is_selected: false }),
        walletFixture("BTC", { balance: "0.20000000" }),
      ],
    });
    await until(() => selectWallets(store.getState())[1]?.balance === "0.20000000");
    expect(selectWallets(store.getState())[0]).toMatchObject({
      balance: "6.00000000",
      is_selected: true,
    });

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
    connection.emit("player.42", "transaction_latest_bet", { bet: betFeedFixture("mine-1") });
    connection.emit("bets", "transaction_latest_bet", { bet: betFeedFixture("all-1") });
    connection.emit("rates", "update_rate", {
      rate: { BTC: { USD: "90000" } },
      updated_at: "2026-01-02T00:00:00Z",
    });
    await until(() => selectRates(store.getState()).BTC?.USD === "90000");
    await until(() => selectInboxCount(store.getState()) === 4);
    const state = store.getState();
    expect(state.liveBets.mine.map((b) => b.id)).toEqual(["mine-1"]);
    expect(state.liveBets.latest.map((b) => b.id)).toEqual(["all-1"]);
    store.close();
  });

  it("renews the bearer token when it changes; signing out removes the player channel and keeps the connection", async () => {
    const { platform, store } = setup();
    await until(() => platform.realtime.current()?.subscriptions.length === 3);
    const connection = platform.realtime.current()!;
    store.dispatch(sessionActions.loginSucceeded({ token: "tok-2", method: "telegram" }));
    await until(() => connection.tokens.length === 2);
    expect(connection.tokens).toEqual(["tok", "tok-2"]);
    expect(platform.realtime.connections).toHaveLength(1);

    store.dispatch(sessionActions.logoutRequested());
    await until(() => store.getState().session.token === null && connection.tokens.at(-1) === null);
    await until(
      () => connection.subscriptions.find((s) => s.channel === "player.42")?.active === false,
    );
    expect(connection.disconnected).toBe(false);
    expect(connection.subscriptions.filter((s) => s.active).map((s) => s.channel)).toEqual([
      "bets",
      "rates",
    ]);
    // the guest still gets the public feed
    connection.emit("bets", "transaction_latest_bet", { bet: betFeedFixture("after-logout") });
    await until(() => store.getState().liveBets.latest[0]?.id === "after-logout");
    store.close();
    await until(() => connection.disconnected);
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
      // What the guest loads, then the player's start-up once signed in.
      ...signedInRoutes(),
      "POST /api/login": () => ({
        token: "fresh",
        two_factor: false,
        auth_id: null,
        email: "lucky@example.com",
        email_verified_at: "2026-01-01T00:00:00Z",
      }),
    });
    const store = makeStore({ platform, api: fake.client });
    await until(
      () =>
        store.getState().startup.splash === false &&
        platform.realtime.current()?.subscriptions.length === 2 &&
        coreApi.endpoints.currencyRates.select()(store.getState()).isSuccess,
    );
    const connection = platform.realtime.current()!;
    expect(connection.options.token).toBeNull();
    expect(
      connection.emit("bets", "transaction_high_roller_bet", { bet: betFeedFixture("whale") }),
    ).toBe(1);
    expect(
      connection.emit("rates", "update_rate", {
        rate: { ETH: { USD: "3000" } },
        updated_at: "2026-01-02T00:00:00Z",
      }),
    ).toBe(1);
    await until(
      () =>
        store.getState().liveBets.highRoller[0]?.id === "whale" &&
        selectRates(store.getState()).ETH?.USD === "3000",
    );
    expect(fake.callsTo("GET /api/wallets/user-wallets").length).toBe(0);

    store.dispatch(
      sessionActions.loginSubmitted({ username_or_email: "lucky", password: "Secret-pass1" }),
    );
    await until(() => connection.subscriptions.some((s) => s.channel === "player.42" && s.active));
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
    await until(
      () =>
        platform.realtime.current()?.subscriptions.length === 3 &&
        selectWallets(store.getState()).length === 2,
    );
    const connection = platform.realtime.current()!;
    const walletCalls = fake.callsTo("GET /api/wallets/user-wallets").length;
    const settingsCalls = fake.callsTo("GET /api/settings/general").length;
    const rateCalls = fake.callsTo("GET /api/wallets/entity-wallets/rate").length;
    connection.changeState("unavailable");
    setBalance("9.00000000"); // a deposit credited while offline
    connection.changeState("connected");
    await until(() => selectWallets(store.getState())[0]?.balance === "9.00000000");
    expect(fake.callsTo("GET /api/wallets/user-wallets").length).toBe(walletCalls + 1);
    await until(() => fake.callsTo("GET /api/settings/general").length === settingsCalls + 1);
    await until(
      () => fake.callsTo("GET /api/wallets/entity-wallets/rate").length === rateCalls + 1,
    );
    expect(store.getState().realtime).toEqual({
      status: "connected",
      reconnects: 1,
      channels: { bets: "subscribed", rates: "subscribed", "player.42": "subscribed" },
    });
    store.close();
  });

  it("after a drop, a deposit confirmed meanwhile reaches the balance, leaves the incoming list and is announced, one seen meanwhile appears, and the followed withdrawal is read again", async () => {
    const transaction = (id: number, patch: Record<string, unknown> = {}) =>
      ({ id, type: "deposit", status: "pending", amount: "25", ...patch }) as never;
    let pending = [transaction(7)];
    let withdrawalStatus = "pending";
    const { platform, store, fake, setBalance } = setup({
      "GET /api/user/transactions": () => ({
        data: pending,
        current_page: 1,
        per_page: 50,
        total: pending.length,
        last_page: 1,
      }),
      "GET /api/user/transactions/{id}": ({ path }) =>
        Number(path.id) === 7
          ? transaction(7, { status: "confirmed" })
          : transaction(Number(path.id), { type: "withdraw", status: withdrawalStatus }),
    });
    await until(
      () =>
        store.getState().realtime.channels["player.42"] === "subscribed" &&
        selectWallets(store.getState()).length === 2,
    );
    // Read when the player channel was first subscribed (nothing cached holds them otherwise).
    await until(() => selectPendingDeposits(store.getState()).length === 1);
    expect(fake.callsTo("GET /api/user/transactions")[0]!.query).toEqual({
      type: "deposit",
      status: "pending",
      per_page: 50,
    });
    const withdrawal = transaction(9, { type: "withdraw", status: "pending" });
    store.dispatch(transactionUpdated(withdrawal));
    store.dispatch(walletsActions.withdrawalSucceeded(withdrawal));

    const connection = platform.realtime.current()!;
    connection.changeState("unavailable");
    // While disconnected: deposit 7 is credited, deposit 8 is seen, withdrawal 9 is paid out;
    // none of their events reaches the client.
    setBalance("26.00000000");
    pending = [transaction(8)];
    withdrawalStatus = "paid_out";
    connection.changeState("connected");

    await until(() => selectWallets(store.getState())[0]?.balance === "26.00000000");
    await until(() => selectPendingDeposits(store.getState())[0]?.id === 8);
    expect(selectPendingDeposits(store.getState()).map((t) => t.id)).toEqual([8]);
    await until(() => selectWithdrawal(store.getState()).result?.status === "paid_out");
    // Deposit 7's event never came: the resync announces it, once.
    expect(store.getState().toasts).toEqual([
      expect.objectContaining({ kind: "success", message: "deposit_received" }),
    ]);
    store.close();
  });

  it("a credited deposit patches the balance and raises the deposit toast", async () => {
    const { platform, store } = setup();
    await until(
      () =>
        platform.realtime.current()?.subscriptions.length === 3 &&
        selectWallets(store.getState()).length === 2,
    );
    const transaction = { id: 7, type: "deposit", status: "confirmed", amount: "2" } as never;
    platform.realtime.current()!.emit("player.42", "player_pending_deposit", { transaction });
    await until(() => selectPendingDeposits(store.getState()).length === 1);
    platform.realtime.current()!.emit("player.42", "player_deposit", {
      transaction,
      wallet: walletFixture("USDT", { balance: "3.00000000" }),
    });
    await until(() => selectWallets(store.getState())[0]?.balance === "3.00000000");
    expect(selectPendingDeposits(store.getState())).toEqual([]);
    expect(store.getState().toasts).toEqual([
      expect.objectContaining({ kind: "success", message: "deposit_received" }),
    ]);
    store.close();
  });
});
