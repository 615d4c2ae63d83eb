import { expectSaga } from "redux-saga-test-plan";
import { rootReducer } from "../../store/root-reducer";
import { walletFixture } from "../../test/fixtures";
import { sagaContext } from "../../test/saga-context";
import { settingsActions } from "../settings/slice";
import { walletsActions } from "../wallets/slice";
import { realtimeEventActions, realtimeEventAction } from "./events";
import { watchChannel, watchConnectionState } from "./saga";
import { realtimeActions } from "./slice";

describe("realtime event actions", () => {
  it("maps every event name to a typed action and ignores unknown ones", () => {
    expect(Object.keys(realtimeEventActions)).toHaveLength(17);
    expect(realtimeEventAction("player_deposit", { a: 1 })).toEqual({ type: "realtime/depositReceived", payload: { a: 1 } });
    expect(realtimeEventAction("nope", {})).toBeNull();
  });
});

describe("watchChannel", () => {
  it("puts one typed action per event and unsubscribes when cancelled", async () => {
    const { platform, providers } = sagaContext();
    const connection = platform.realtime({ ...platform.config.pusher, token: "t", authEndpoint: "x" });
    const deposit = { transaction: { id: 1 }, wallet: walletFixture("USDT", { is_selected: true, balance: "3" }) };
    const initial = rootReducer(undefined, walletsActions.loaded([walletFixture("USDT", { is_selected: true })]));
    const result = expectSaga(watchChannel, connection, "player.7", "player")
      .withReducer(rootReducer, initial)
      .provide(providers)
      .put(realtimeEventActions.player_deposit(deposit as never))
      .silentRun(50);
    await Promise.resolve();
    expect(connection.subscriptions[0]?.events).toContain("player_deposit");
    expect(connection.subscriptions[0]?.events).not.toContain("update_rate");
    connection.emit("player.7", "player_deposit", deposit);
    const { storeState } = await result;
    expect(storeState.wallets.list[0].balance).toBe("3");
    expect(connection.subscriptions[0]?.active).toBe(false);
  });
});

describe("watchConnectionState", () => {
  it("reports states and refetches only after a lost connection comes back", async () => {
    const { platform, providers } = sagaContext();
    const connection = platform.realtime({ ...platform.config.pusher, token: "t", authEndpoint: "x" });
    const run = expectSaga(watchConnectionState, connection)
      .withReducer(rootReducer)
      .provide(providers)
      .put(realtimeActions.connectionStateChanged({ current: "unavailable", previous: "connected" }))
      .put(realtimeActions.reconnected())
      .put(walletsActions.loadRequested())
      .put(settingsActions.loadRequested())
      .silentRun(50);
    await Promise.resolve();
    connection.changeState("unavailable");
    connection.changeState("connected");
    const { storeState } = await run;
    expect(storeState.realtime).toEqual({ status: "connected", reconnects: 1 });
  });

  it("does not refetch on the first connection", async () => {
    const { platform, providers } = sagaContext();
    const connection = platform.realtime({ ...platform.config.pusher, token: "t", authEndpoint: "x" });
    connection.changeState("initialized");
    const run = expectSaga(watchConnectionState, connection).withReducer(rootReducer).provide(providers).not.put(realtimeActions.reconnected()).silentRun(50);
    await Promise.resolve();
    connection.changeState("connecting");
    connection.changeState("connected");
    await run;
  });
});
