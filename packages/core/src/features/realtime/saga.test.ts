import { expectSaga } from "redux-saga-test-plan";
import type { StaticProvider } from "redux-saga-test-plan/providers";
import { coreApi } from "../../store/core-api.ts";
import { rootReducer, type RootState } from "../../store/root-reducer.ts";
import { userFetched, userFixture, walletFixture } from "../../test/fixtures.ts";
import { sagaContext } from "../../test/saga-context.ts";
import type { MemoryRealtimeConnection } from "../../testing/memory-realtime.ts";
import { realtimeWiring } from "../../store/realtime-wiring.ts";
import { PLAYER_DATA_TAGS, refetchPlayerData } from "../player-data/saga.ts";
import { sessionActions } from "../session/slice.ts";
import { realtimeEventActions, realtimeEventAction } from "./events.ts";
import { realtimeSaga, watchChannel, watchConnectionState } from "./saga.ts";
import { realtimeActions, realtimeSlice } from "./slice.ts";

/** A memory platform, its saga providers and a realtime connection opened with `token`. */
function connectedContext(token: string | null = "t") {
  const { platform, providers } = sagaContext();
  const connection = platform.realtime({ ...platform.config.pusher, token, authEndpoint: "x" });
  return { platform, providers, connection };
}

describe("realtime event actions", () => {
  it("maps every event name to a typed action saying which channel delivered it and ignores unknown ones", () => {
    expect(Object.keys(realtimeEventActions)).toHaveLength(19);
    expect(realtimeEventAction("support_message", { a: 1 }, "player")).toEqual({
      type: "realtime/supportMessageReceived",
      payload: { a: 1 },
      meta: { channel: "player" },
    });
    expect(realtimeEventAction("transaction_latest_bet", { a: 1 }, "bets")).toEqual({
      type: "realtime/latestBetReceived",
      payload: { a: 1 },
      meta: { channel: "bets" },
    });
    expect(realtimeEventAction("nope", {}, "player")).toBeNull();
  });
});

describe("watchChannel", () => {
  it("puts one typed action per event and unsubscribes when cancelled", async () => {
    const { providers, connection } = connectedContext();
    const deposit = {
      transaction: { id: 1 },
      wallet: walletFixture("USDT", { is_selected: true, balance: "3" }),
    };
    const result = expectSaga(watchChannel, connection, "player.7", "player")
      .withReducer(rootReducer)
      .provide(providers)
      .put(realtimeEventActions.player_deposit(deposit as never, "player"))
      .silentRun(50);
    await Promise.resolve();
    expect(connection.subscriptions[0]?.events).toContain("player_deposit");
    expect(connection.subscriptions[0]?.events).not.toContain("update_rate");
    connection.emit("player.7", "player_deposit", deposit);
    await result;
    expect(connection.subscriptions[0]?.active).toBe(false);
  });
});

describe("channel subscription status", () => {
  it("goes subscribing -> subscribed (then resyncs what the player channel keeps current), reports a refused authorisation, and is forgotten when left", async () => {
    const { platform, providers, connection } = connectedContext();
    const run = expectSaga(watchChannel, connection, "player.7", "player", [refetchPlayerData])
      .withReducer(rootReducer)
      .provide(providers)
      .put(realtimeActions.channelStatusChanged({ channel: "player.7", status: "subscribing" }))
      .put(realtimeActions.channelStatusChanged({ channel: "player.7", status: "subscribed" }))
      .put(coreApi.util.invalidateTags([...PLAYER_DATA_TAGS]))
      .put(realtimeActions.channelStatusChanged({ channel: "player.7", status: "failed" }))
      .put(realtimeActions.channelLeft({ channel: "player.7" }))
      .silentRun(50);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(connection.report("player.7", "failed", { status: 403 })).toBe(1);
    const { storeState } = await run;
    expect(storeState.realtime.channels).toEqual({});
    expect(platform.logger.entries).toContainEqual({
      level: "warn",
      message: "realtime: subscription to player.7 failed",
      details: { status: 403 },
    });
  });

  it("puts every channel back to subscribing while the connection is lost", () => {
    let state = realtimeSlice.reducer(
      undefined,
      realtimeActions.channelStatusChanged({ channel: "bets", status: "subscribed" }),
    );
    state = realtimeSlice.reducer(
      state,
      realtimeActions.channelStatusChanged({ channel: "player.7", status: "subscribed" }),
    );
    state = realtimeSlice.reducer(
      state,
      realtimeActions.connectionStateChanged({ current: "connected", previous: "connecting" }),
    );
    expect(state.channels).toEqual({ bets: "subscribed", "player.7": "subscribed" });
    state = realtimeSlice.reducer(
      state,
      realtimeActions.connectionStateChanged({ current: "unavailable", previous: "connected" }),
    );
    expect(state.channels).toEqual({ bets: "subscribing", "player.7": "subscribing" });
  });

  it("delivers a burst of events without dropping any", async () => {
    const { providers, connection } = connectedContext();
    const balanceEvents = (seen: string[] = [], action: { type: string; payload?: unknown }) =>
      action.type.startsWith("realtime/") && action.type.includes("Balance")
        ? [...seen, JSON.stringify(action.payload)]
        : seen;
    const run = expectSaga(watchChannel, connection, "player.7", "player")
      .withReducer(balanceEvents, [])
      .provide(providers)
      .silentRun(50);
    await new Promise((resolve) => setTimeout(resolve, 10));
    connection.emit("player.7", "wallet_balance", {
      wallet: walletFixture("USDT", { balance: "1" }),
      reason: "deposit",
    });
    connection.emit("player.7", "all_wallet_balances", {
      wallets: [walletFixture("USDT", { balance: "1" }), walletFixture("BTC", { balance: "2" })],
    });
    connection.emit("player.7", "wallet_balance", {
      wallet: walletFixture("USDT", { balance: "3" }),
      reason: "win",
    });
    const { storeState } = await run;
    expect(
      (storeState as string[]).map((p) => (JSON.parse(p) as { reason?: string }).reason ?? "all"),
    ).toEqual(["deposit", "all", "win"]);
  });
});

describe("watchConnectionState", () => {
  const playerData = [...PLAYER_DATA_TAGS];
  const wiring = { credentials: realtimeWiring.credentials, resync: [refetchPlayerData] };

  /**
   * Runs the watcher from `state` while the connection goes to `lost` and back: the reconnect is
   * announced (the rates refetch on it) and the player data is left alone.
   */
  async function expectRatesOnlyAfter(
    connection: MemoryRealtimeConnection,
    providers: StaticProvider[],
    state: RootState | undefined,
    lost: "unavailable" | "connecting",
  ) {
    const run = expectSaga(watchConnectionState, connection, wiring)
      .withReducer(rootReducer, state)
      .provide(providers)
      .put(realtimeActions.reconnected())
      .not.put(coreApi.util.invalidateTags(playerData))
      .silentRun(50);
    await Promise.resolve();
    connection.changeState(lost);
    connection.changeState("connected");
    await run;
  }

  it("reports states and, signed in without a player channel, resyncs the player's data after a lost connection comes back", async () => {
    const { providers, connection } = connectedContext();
    const run = expectSaga(watchConnectionState, connection, wiring)
      .withReducer(
        rootReducer,
        rootReducer(undefined, sessionActions.restored({ token: "t", shellKind: "email" })),
      )
      .provide(providers)
      .put(
        realtimeActions.connectionStateChanged({ current: "unavailable", previous: "connected" }),
      )
      .put(realtimeActions.reconnected())
      .put(coreApi.util.invalidateTags(playerData))
      .silentRun(50);
    await Promise.resolve();
    connection.changeState("unavailable");
    connection.changeState("connected");
    const { storeState } = await run;
    expect(storeState.realtime).toEqual({ status: "connected", reconnects: 1, channels: {} });
  });

  it("leaves the player data to the player channel's new subscription when there is one (no double refetch)", async () => {
    const { providers, connection } = connectedContext();
    const signedIn = [
      sessionActions.restored({ token: "t", shellKind: "email" }),
      userFetched(userFixture({ id: 7 })),
      realtimeActions.channelStatusChanged({ channel: "player.7", status: "subscribed" }),
    ].reduce(rootReducer, undefined);
    await expectRatesOnlyAfter(connection, providers, signedIn, "unavailable");
  });

  it("refetches only the rates for a guest (no wallet or settings call that would answer 401)", async () => {
    const { providers, connection } = connectedContext(null);
    await expectRatesOnlyAfter(connection, providers, undefined, "connecting");
  });

  it("does not refetch on the first connection", async () => {
    const { providers, connection } = connectedContext();
    connection.changeState("initialized");
    const run = expectSaga(watchConnectionState, connection, wiring)
      .withReducer(rootReducer)
      .provide(providers)
      .not.put(realtimeActions.reconnected())
      .silentRun(50);
    await Promise.resolve();
    connection.changeState("connecting");
    connection.changeState("connected");
    await run;
  });
});

describe("realtimeSaga (one connection, guests included)", () => {
  const user = userFixture({ id: 42 });

  it("connects a guest to the public channels only, adds the player channel with the token on sign-in and removes it on sign-out", async () => {
    const { platform, providers } = sagaContext();
    // The player is cached: the channel follows the token.
    const { storeState } = await expectSaga(realtimeSaga, realtimeWiring)
      .withReducer(rootReducer, rootReducer(undefined, userFetched(user)))
      .provide(providers)
      .dispatch(sessionActions.restored({ token: null, shellKind: "email" }))
      .delay(5)
      .dispatch(sessionActions.loginSucceeded({ token: "tok-1", method: "password" }))
      .delay(5)
      .dispatch(sessionActions.loginSucceeded({ token: "tok-2", method: "two_factor" }))
      .delay(5)
      .dispatch(sessionActions.loggedOut({ reason: "logout" }))
      .put(realtimeActions.closed())
      // The run ends (and the store closes) after this long: long enough for the steps above on
      // a loaded machine, where 50 ms ended it before the sign-out was taken.
      .silentRun(400);
    expect(platform.realtime.connections).toHaveLength(1);
    const connection = platform.realtime.connections[0]!;
    expect(connection.options).toMatchObject({
      token: null,
      key: "sandbox-key",
      authEndpoint: platform.config.broadcastAuthUrl,
    });
    expect(connection.subscriptions[0]?.events).toEqual([
      "transaction_latest_bet",
      "transaction_high_roller_bet",
    ]);
    expect(connection.log).toEqual([
      "subscribe bets",
      "subscribe rates",
      "token tok-1",
      "subscribe player.42",
      "token tok-2",
      "token null",
      "unsubscribe player.42",
      // the store closed: everything goes
      "unsubscribe bets",
      "unsubscribe rates",
      "disconnect",
    ]);
    expect(storeState.realtime.status).toBe("idle");
  });

  it("opens no connection before the session is restored", async () => {
    const { platform, providers } = sagaContext();
    await expectSaga(realtimeSaga, realtimeWiring)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(userFetched(user))
      .silentRun(20);
    expect(platform.realtime.connections).toHaveLength(0);
  });

  it("starts with the restored token and follows a change of player on the same connection", async () => {
    const { platform, providers } = sagaContext();
    await expectSaga(realtimeSaga, realtimeWiring)
      .withReducer(rootReducer, rootReducer(undefined, userFetched(userFixture({ id: 7 }))))
      .provide(providers)
      .dispatch(sessionActions.restored({ token: "tok-a", shellKind: "email" }))
      .delay(5)
      .dispatch(sessionActions.unauthorized())
      .delay(5)
      .dispatch(sessionActions.loginSucceeded({ token: "tok-b", method: "password" }))
      .dispatch(userFetched(userFixture({ id: 8 })))
      .silentRun(50);
    const [connection] = platform.realtime.connections;
    expect(platform.realtime.connections).toHaveLength(1);
    expect(connection?.options.token).toBe("tok-a");
    expect(connection?.log.slice(0, 7)).toEqual([
      "subscribe bets",
      "subscribe rates",
      "subscribe player.7",
      "token null",
      "unsubscribe player.7",
      "token tok-b",
      "subscribe player.8",
    ]);
  });

  it("turns events of the public channels into actions for a guest", async () => {
    const { platform, providers } = sagaContext();
    const run = expectSaga(realtimeSaga, realtimeWiring)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(sessionActions.restored({ token: null, shellKind: "email" }))
      .put(
        realtimeEventActions.update_rate(
          { rate: { BTC: { USD: "90000" } }, updated_at: "2026-01-02T00:00:00Z" },
          "rates",
        ),
      )
      .silentRun(50);
    await Promise.resolve();
    expect(
      platform.realtime.current()?.emit("rates", "update_rate", {
        rate: { BTC: { USD: "90000" } },
        updated_at: "2026-01-02T00:00:00Z",
      }),
    ).toBe(1);
    await run;
  });
});
