// Wallets and realtime through makeStore against the running sandbox (Sandbox II): the store
// talks HTTP to it and listens on its Pusher-protocol server with the real laravel-echo +
// pusher-js adapter (@casino/core/realtime-echo). Money moves through the sandbox's dev endpoints.
import {
  coreApi,
  notificationsApi,
  selectInboxCount,
  selectPendingDeposits,
  selectRates,
  selectToasts,
  selectUser,
  selectWallets,
  selectWithdrawal,
  sessionActions,
  walletsActions,
  type AppStore,
  type Transaction,
  type UserWallet,
} from "../src/index.ts";
import { sandboxForFile } from "./sandbox-process.ts";
import { newPlayer, sandboxCall, setBalance, storeFactory, until } from "./sandbox-helpers.ts";

jest.setTimeout(60_000);

const sandbox = sandboxForFile();
const stores = storeFactory(() => sandbox);
afterEach(() => stores.closeAll());

const balanceOf = (store: AppStore, code: string) =>
  selectWallets(store.getState()).find((w) => w.entity_wallet_code === code);
const playerChannelOf = (store: AppStore) => `player.${selectUser(store.getState())!.id}`;

/** Registers a new player through the store and waits until its player channel is subscribed. */
async function signedInPlayer() {
  const player = newPlayer();
  const { store, platform } = stores.start();
  store.dispatch(sessionActions.registerSubmitted(player));
  await until(
    () => selectUser(store.getState()) !== null && selectWallets(store.getState()).length > 0,
    15_000,
    "player loaded",
  );
  await until(
    () => store.getState().realtime.channels[playerChannelOf(store)] === "subscribed",
    15_000,
    "player channel subscribed",
  );
  return {
    player,
    store,
    platform,
    userId: selectUser(store.getState())!.id,
    token: store.getState().session.token!,
  };
}

const bet = (id: string) => ({
  id,
  game: { id: 1, slug: "dice", name: "Dice", image: "https://cdn.example/dice.svg" },
  username: "Hidden",
  vip_level: 2,
  entity_wallet_code: "USDT",
  bet_amount: "900.000000",
  payout_amount: "0.000000",
  multiplier: "0.00",
  fiat_bet_amount: "900.00",
  fiat_payout_amount: "0.00",
  fiat_currency: "USD",
  created_at: "2026-01-01T00:00:00Z",
});

describe("wallets and realtime against the sandbox", () => {
  it("lists the player's wallets and selects one (store, cookie and server agree)", async () => {
    const { store, platform, token } = await signedInPlayer();
    const codes = selectWallets(store.getState()).map((w) => w.entity_wallet_code);
    expect(codes).toEqual(expect.arrayContaining(["BTC", "ETH", "USDT"]));
    expect(
      selectWallets(store.getState())
        .filter((w) => w.is_selected)
        .map((w) => w.entity_wallet_code),
    ).toEqual(["USDT"]);

    store.dispatch(walletsActions.listOpened());
    store.dispatch(walletsActions.selectRequested({ code: "ETH" }));
    await until(() => balanceOf(store, "ETH")?.is_selected === true, 10_000, "ETH selected");
    const state = store.getState();
    expect(selectWallets(state).filter((w) => w.is_selected)).toHaveLength(1);
    expect(state.wallets.listOpen).toBe(false);
    expect(selectUser(state)?.player_information.wallet_currency).toBe("ETH");
    expect(platform.storage.get("remeberWallet")).toBe("ETH");
    const server = await sandboxCall<UserWallet[]>(
      sandbox,
      "GET",
      "/api/wallets/user-wallets",
      undefined,
      token,
    );
    expect(server.find((w) => w.is_selected)?.entity_wallet_code).toBe("ETH");
  });

  it("receives a simulated deposit over realtime: pending, then credited, and the balance changes in the store", async () => {
    const { store, userId } = await signedInPlayer();
    expect(balanceOf(store, "ETH")?.balance).toBe("0.00000000");
    const inbox = selectInboxCount(store.getState());
    const deposit = await sandboxCall<Transaction>(sandbox, "POST", "/dev/deposits", {
      user_id: userId,
      entity_wallet_code: "ETH",
      amount: "0.5",
      confirm_after_seconds: 1,
    });
    expect(deposit.status).toBe("pending");
    await until(
      () => selectPendingDeposits(store.getState()).some((t) => t.id === deposit.id),
      10_000,
      "pending deposit",
    );
    await until(
      () => balanceOf(store, "ETH")?.balance === "0.50000000",
      15_000,
      "credited balance",
    );
    const state = store.getState();
    expect(selectPendingDeposits(state)).toEqual([]);
    expect(selectToasts(state)).toContainEqual(
      expect.objectContaining({ kind: "success", message: "deposit_received" }),
    );
    await until(
      () => selectInboxCount(store.getState()) === inbox + 1,
      5_000,
      "deposit notification",
    );
    const request = store.dispatch(notificationsApi.endpoints.listNotifications.initiate());
    const inboxPage = await request.unwrap();
    request.unsubscribe();
    expect(inboxPage.data[0]?.type).toBe("deposit");
  });

  it("renews the realtime authorisation when the token changes: after a reconnect the new token subscribes the player channel", async () => {
    const { store, platform, player, token: first } = await signedInPlayer();
    await until(
      () => store.getState().realtime.channels[playerChannelOf(store)] === "subscribed",
      15_000,
      "player channel",
    );
    const login = await sandboxCall<{ token: string }>(sandbox, "POST", "/api/login", {
      username_or_email: player.username,
      password: player.password,
    });
    store.dispatch(sessionActions.loginSucceeded({ token: login.token, method: "password" }));
    await until(
      () => selectUser(store.getState()) !== null && store.getState().session.token === login.token,
    );
    // The first token is revoked: a re-authorisation with it would be refused.
    await sandboxCall(sandbox, "GET", "/api/logout", undefined, first);
    const dropped = await sandboxCall<{ dropped: number }>(sandbox, "POST", "/dev/realtime/drop");
    expect(dropped.dropped).toBeGreaterThanOrEqual(1);
    await until(() => store.getState().realtime.reconnects === 1, 20_000, "reconnect");
    await until(
      () => store.getState().realtime.channels[playerChannelOf(store)] === "subscribed",
      15_000,
      "player channel again",
    );

    await setBalance(sandbox, selectUser(store.getState())!.id, "USDT", "42");
    await until(
      () => balanceOf(store, "USDT")?.balance === "42.000000",
      15_000,
      "balance over the re-authorised channel",
    );
    expect(store.getState().realtime.channels[playerChannelOf(store)]).toBe("subscribed");
    // A subscription the first session authorised may be refused once it ends (when the token change
    // raced it); then it is authorised again with the current token. Nothing else may fail.
    expect(
      platform.logger.entries.filter(
        (e) =>
          e.message.includes("subscription") &&
          (e.details as { status?: number } | undefined)?.status !== 401,
      ),
    ).toEqual([]);
    expect(platform.realtime.connections).toHaveLength(1);
    expect(platform.realtime.connections[0]?.options.token).toBeNull(); // opened for the guest before registration
  });

  it("requests a withdrawal and follows its status as the sandbox moves it; a pending one can be cancelled", async () => {
    const { store, userId } = await signedInPlayer();
    await setBalance(sandbox, userId, "ETH", "1");
    await until(() => balanceOf(store, "ETH")?.balance === "1.00000000", 10_000, "balance set");
    const request = {
      entity_wallet_code: "ETH",
      network: "ETH",
      amount: "0.1",
      address: `0x${"ab".repeat(20)}`,
    };

    store.dispatch(walletsActions.withdrawalSubmitted(request));
    await until(() => store.getState().wallets.withdrawal.status !== "submitting");
    const created = selectWithdrawal(store.getState()).result!;
    expect(created).toMatchObject({
      type: "withdraw",
      status: "pending",
      amount: "0.10000000",
      can_cancel: true,
    });
    await until(
      () => balanceOf(store, "ETH")?.locked_balance === "0.10000000",
      10_000,
      "amount held",
    );
    expect(balanceOf(store, "ETH")?.balance).toBe("0.90000000");

    for (const status of ["approved", "payout_pending", "paid_out"]) {
      await sandboxCall(sandbox, "POST", `/dev/withdrawals/${created.id}/status`, { status });
    }
    await until(
      () => selectWithdrawal(store.getState()).result?.status === "paid_out",
      10_000,
      "paid out",
    );
    expect(selectWithdrawal(store.getState()).result?.tx_hash).toEqual(expect.any(String));
    await until(
      () => balanceOf(store, "ETH")?.locked_balance === "0.00000000",
      10_000,
      "hold paid out",
    );
    expect(balanceOf(store, "ETH")?.balance).toBe("0.90000000");

    store.dispatch(walletsActions.withdrawalSubmitted({ ...request, amount: "0.2" }));
    await until(
      () =>
        selectWithdrawal(store.getState()).result?.status === "pending" &&
        selectWithdrawal(store.getState()).result?.id !== created.id,
    );
    await until(() => balanceOf(store, "ETH")?.balance === "0.70000000", 10_000, "second hold");
    store.dispatch(
      walletsActions.withdrawalCancelRequested({
        id: selectWithdrawal(store.getState()).result!.id,
      }),
    );
    await until(
      () => selectWithdrawal(store.getState()).result?.status === "canceled",
      10_000,
      "canceled",
    );
    await until(() => balanceOf(store, "ETH")?.balance === "0.90000000", 10_000, "hold released");

    store.dispatch(walletsActions.withdrawalSubmitted({ ...request, amount: "5" }));
    await until(() => store.getState().wallets.withdrawal.status === "failed");
    expect(store.getState().wallets.withdrawal.error?.fieldErrors).toEqual({
      amount: ["insufficient_balance"],
    });
  });

  it("gives a guest the live bets and rates on one connection; signing in adds the player channel, signing out removes it", async () => {
    const player = newPlayer();
    await sandboxCall(sandbox, "POST", "/api/register", player);
    const { store, platform } = stores.start();
    await until(
      () =>
        store.getState().realtime.channels.bets === "subscribed" &&
        store.getState().realtime.channels.rates === "subscribed",
      15_000,
      "public channels",
    );
    expect(store.getState().session.token).toBeNull();
    expect(platform.realtime.connections[0]?.options.token).toBeNull();

    await sandboxCall(sandbox, "POST", "/dev/realtime/emit", {
      event: "transaction_latest_bet",
      payload: { bet: bet("guest-1") },
    });
    await sandboxCall(sandbox, "POST", "/dev/realtime/emit", {
      event: "transaction_high_roller_bet",
      payload: { bet: bet("guest-1") },
    });
    await until(
      () =>
        store.getState().liveBets.latest[0]?.id === "guest-1" &&
        store.getState().liveBets.highRoller[0]?.id === "guest-1",
      10_000,
      "bets",
    );
    const cachedRates = () => coreApi.endpoints.currencyRates.select()(store.getState()).data;
    await until(() => cachedRates() !== undefined, 10_000, "rates loaded");
    const before = selectRates(store.getState());
    await sandboxCall(sandbox, "POST", "/dev/rates/tick");
    await until(() => selectRates(store.getState()) !== before, 10_000, "rates moved");
    expect(selectRates(store.getState())).not.toEqual(before);

    store.dispatch(
      sessionActions.loginSubmitted({
        username_or_email: player.username,
        password: player.password,
      }),
    );
    await until(() => selectUser(store.getState()) !== null);
    const channel = playerChannelOf(store);
    await until(
      () => store.getState().realtime.channels[channel] === "subscribed",
      15_000,
      "player channel",
    );
    await setBalance(sandbox, selectUser(store.getState())!.id, "USDT", "7");
    await until(() => balanceOf(store, "USDT")?.balance === "7.000000", 10_000, "player event");

    store.dispatch(sessionActions.logoutRequested());
    await until(
      () =>
        store.getState().session.token === null &&
        store.getState().realtime.channels[channel] === undefined,
      15_000,
      "signed out",
    );
    await sandboxCall(sandbox, "POST", "/dev/realtime/emit", {
      event: "transaction_latest_bet",
      payload: { bet: bet("guest-2") },
    });
    await until(
      () => store.getState().liveBets.latest[0]?.id === "guest-2",
      10_000,
      "bets after sign-out",
    );
    expect(platform.realtime.connections).toHaveLength(1);
    expect(store.getState().realtime.status).toBe("connected");
  });
});
