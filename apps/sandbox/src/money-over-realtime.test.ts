/* eslint-disable @typescript-eslint/no-explicit-any -- frames and event payloads are read loosely, as JSON */
/**
 * Money over realtime, with only HTTP and the real realtime clients: log in,
 * subscribe to the player's private channel, simulate a deposit and receive
 * player_pending_deposit, player_deposit and wallet_balance with the
 * new balance, request a withdrawal and see its status change, and fail to
 * subscribe to another player's channel. Then the same channel through
 * Laravel Echo, surviving a dropped connection.
 */
import type Pusher from "pusher-js";
import { signedInPlayer } from "./test/accounts.ts";
import { startSandbox, type Sandbox } from "./test/harness.ts";
import { usdtWithdrawal } from "./test/play.ts";
import { echoClient, pusherClient, until } from "./test/realtime-client.ts";

let sandbox: Sandbox;
const clients: { disconnect(): void }[] = [];
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await sandbox.close();
});

async function loggedIn(prefix: string) {
  const player = await signedInPlayer(sandbox, prefix);
  const me = await sandbox.call("GET", "/api/user/information", { token: player.token });
  return { ...player, id: me.body.data.id as number };
}

function record(pusher: Pusher, channelName: string, events: string[]) {
  const received: { event: string; data: any }[] = [];
  const channel = pusher.subscribe(channelName);
  for (const event of events)
    channel.bind(event, (data: unknown) => received.push({ event, data }));
  return { channel, received };
}

it("delivers deposit and balance events, moves a withdrawal and refuses another player's channel", async () => {
  const alice = await loggedIn("alice");
  const bob = await loggedIn("bob");
  const pusher = pusherClient(sandbox, alice.token);
  clients.push(pusher);

  const { channel, received } = record(pusher, `private-player.${alice.id}`, [
    "player_pending_deposit",
    "player_deposit",
    "wallet_balance",
    "new_notification",
  ]);
  let subscribed = false;
  channel.bind("pusher:subscription_succeeded", () => (subscribed = true));
  await until(() => subscribed, 5_000, "subscription");

  // A chain deposit: seen now, confirmed 30 s later (the test moves the sandbox clock).
  const deposit = await sandbox.call("POST", "/dev/deposits", {
    body: {
      user_id: alice.id,
      entity_wallet_code: "USDT",
      network: "TRC20",
      amount: "100",
      confirm_after_seconds: 30,
    },
  });
  expect(deposit.status).toBe(201);
  await until(
    () => received.some((r) => r.event === "player_pending_deposit"),
    5_000,
    "player_pending_deposit",
  );
  const pending = received.find((r) => r.event === "player_pending_deposit")!.data.transaction;
  expect(pending).toMatchObject({
    id: deposit.body.data.id,
    status: "pending",
    amount: "100.000000",
    confirmations: 0,
    required_confirmations: 19,
  });
  expect(received.map((r) => r.event)).not.toContain("player_deposit");

  sandbox.clock.advance(30_000);
  await until(() => received.some((r) => r.event === "wallet_balance"), 5_000, "wallet_balance");
  const credited = received.find((r) => r.event === "player_deposit")!.data;
  expect(credited.transaction).toMatchObject({
    id: deposit.body.data.id,
    status: "confirmed",
    confirmations: 19,
  });
  expect(credited.wallet).toMatchObject({ entity_wallet_code: "USDT", balance: "100.000000" });
  const balance = received.find((r) => r.event === "wallet_balance")!.data;
  expect(balance).toMatchObject({
    reason: "deposit",
    wallet: {
      entity_wallet_code: "USDT",
      balance: "100.000000",
      locked_balance: "0.000000",
      fiat_amount: "100.00",
    },
  });
  expect(received.findIndex((r) => r.event === "player_pending_deposit")).toBeLessThan(
    received.findIndex((r) => r.event === "player_deposit"),
  );

  // A withdrawal: held at once, then moved through its statuses.
  const withdrawal = await sandbox.call("POST", "/api/user/withdrawal", {
    token: alice.token,
    body: usdtWithdrawal("30"),
  });
  expect(withdrawal.status).toBe(201);
  expect(withdrawal.body.data).toMatchObject({
    type: "withdraw",
    status: "pending",
    amount: "30.000000",
    fee: "1.000000",
    can_cancel: true,
  });
  await until(
    () => received.filter((r) => r.event === "wallet_balance").length === 2,
    5_000,
    "held balance",
  );
  expect(received.filter((r) => r.event === "wallet_balance")[1]!.data).toMatchObject({
    reason: "withdrawal",
    wallet: { balance: "70.000000", locked_balance: "30.000000" },
  });

  const id = withdrawal.body.data.id as number;
  const statuses: string[] = [];
  for (const status of ["approved", "payout_pending", "paid_out"]) {
    expect(
      (await sandbox.call("POST", `/dev/withdrawals/${id}/status`, { body: { status } })).status,
    ).toBe(200);
    const seen = await sandbox.call("GET", `/api/user/transactions/${id}`, { token: alice.token });
    statuses.push(seen.body.data.status);
  }
  expect(statuses).toEqual(["approved", "payout_pending", "paid_out"]);
  await until(
    () => received.filter((r) => r.event === "wallet_balance").length === 3,
    5_000,
    "paid-out balance",
  );
  expect(received.filter((r) => r.event === "wallet_balance")[2]!.data.wallet).toMatchObject({
    balance: "70.000000",
    locked_balance: "0.000000",
  });
  await until(
    () =>
      received.some(
        (r) => r.event === "new_notification" && r.data.notification.title === "Withdrawal sent",
      ),
    5_000,
    "notification",
  );

  // Bob's channel: the auth endpoint refuses, the subscription fails.
  const errors: { status?: number }[] = [];
  pusher
    .subscribe(`private-player.${bob.id}`)
    .bind("pusher:subscription_error", (error: { status?: number }) => errors.push(error));
  await until(() => errors.length === 1, 5_000, "subscription error");
  expect(errors[0]!.status).toBe(403);
});

it("serves Laravel Echo's private channel and resubscribes after the server drops the socket", async () => {
  const carol = await loggedIn("carol");
  const echo = echoClient(sandbox, carol.token);
  clients.push(echo);
  const balances: any[] = [];
  let subscribed = 0;
  const channel = echo.private(`player.${carol.id}`);
  channel.listen(".wallet_balance", (payload: unknown) => balances.push(payload));
  channel.subscribed(() => (subscribed += 1));
  await until(() => subscribed === 1, 5_000, "echo subscription");

  await sandbox.call("PUT", "/dev/wallets/balance", {
    body: { user_id: carol.id, entity_wallet_code: "BTC", balance: "0.5" },
  });
  await until(() => balances.length === 1, 5_000, "first balance");
  expect(balances[0]).toMatchObject({
    reason: "adjustment",
    wallet: { entity_wallet_code: "BTC", balance: "0.50000000" },
  });

  const states: string[] = [];
  echo.connector.pusher.connection.bind("state_change", (change: { current: string }) =>
    states.push(change.current),
  );
  const dropped = await sandbox.call("POST", "/dev/realtime/drop");
  expect(dropped.body.data.dropped).toBeGreaterThanOrEqual(1);
  await until(() => subscribed === 2, 15_000, "resubscription after the drop");
  expect(states).toContain("connected");
  expect(states.indexOf("connected")).toBeGreaterThan(0);

  await sandbox.call("PUT", "/dev/wallets/balance", {
    body: { user_id: carol.id, entity_wallet_code: "BTC", balance: "0.25" },
  });
  await until(() => balances.length === 2, 5_000, "balance after reconnect");
  expect(balances[1].wallet.balance).toBe("0.25000000");
});
