import type { RealtimeConnection } from "../platform/ports.ts";
import { until } from "../testing/index.ts";
import { createEchoRealtime } from "./create-echo-realtime.ts";
import { startPusherTestServer, type PusherTestServer } from "../test/pusher-test-server.ts";

let server: PusherTestServer;
let connection: RealtimeConnection | undefined;
beforeEach(async () => {
  server = await startPusherTestServer();
});
afterEach(async () => {
  connection?.disconnect();
  await server.close();
});

const settle = (predicate: () => boolean) => until(predicate, { timeout: 2_000 });

function connect(token: string | null) {
  return createEchoRealtime({
    key: "test-key",
    host: "127.0.0.1",
    port: server.port,
    tls: false,
    cluster: "mt1",
    token,
    authEndpoint: server.authEndpoint,
  });
}

describe("createEchoRealtime (laravel-echo + pusher-js against a Pusher-protocol server)", () => {
  it("reports state, authorises the private channel with the bearer token and delivers leading-dot events", async () => {
    connection = connect("tok-1");
    const states: string[] = [];
    connection.onStateChange((current) => states.push(current));
    const received: [string, unknown][] = [];
    connection.subscribe("player.42", ["wallet_balance", "player_deposit"], (event, payload) =>
      received.push([event, payload]),
    );
    connection.subscribe("bets", ["transaction_latest_bet"], (event, payload) =>
      received.push([event, payload]),
    );
    await settle(() => server.subscribed.length === 2);
    expect(states).toContain("connected");
    expect(server.subscribed.sort()).toEqual(["bets", "private-player.42"]);
    expect(server.authHeaders).toEqual(["Bearer tok-1"]);

    server.publish("private-player.42", "wallet_balance", {
      wallet: { balance: "2" },
      reason: "deposit",
    });
    server.publish("private-player.42", "other_event", { ignored: true });
    server.publish("bets", "transaction_latest_bet", { bet: { id: "b1" } });
    await settle(() => received.length === 2);
    expect(received).toEqual([
      ["wallet_balance", { wallet: { balance: "2" }, reason: "deposit" }],
      ["transaction_latest_bet", { bet: { id: "b1" } }],
    ]);
  });

  it("reports subscription success, and failure when the authorisation is refused", async () => {
    connection = connect("revoked");
    const statuses: string[] = [];
    connection.subscribe(
      "bets",
      ["transaction_latest_bet"],
      () => undefined,
      (status) => statuses.push(`bets ${status}`),
    );
    connection.subscribe(
      "player.9",
      ["wallet_balance"],
      () => undefined,
      (status, details) =>
        statuses.push(`player.9 ${status} ${(details as { status?: number }).status}`),
    );
    await settle(() => statuses.length === 2);
    expect(statuses.sort()).toEqual(["bets subscribed", "player.9 failed 401"]);
    expect(server.subscribed).toEqual(["bets"]);
  });

  it("asks no authorisation header for a guest connection", async () => {
    connection = connect(null);
    const statuses: string[] = [];
    connection.subscribe(
      "rates",
      ["update_rate"],
      () => undefined,
      (status) => statuses.push(status),
    );
    await settle(() => statuses.length === 1);
    expect(statuses).toEqual(["subscribed"]);
    expect(server.authHeaders).toEqual([]);
  });

  it("uses a renewed token for later authorisations and stops listening on unsubscribe", async () => {
    connection = connect("tok-1");
    const received: string[] = [];
    const unsubscribe = connection.subscribe("player.7", ["wallet_balance"], (event) =>
      received.push(event),
    );
    await settle(() => server.subscribed.length === 1);
    connection.setToken("tok-2");
    connection.subscribe("player.8", ["wallet_balance"], () => undefined);
    await settle(() => server.subscribed.length === 2);
    expect(server.authHeaders).toEqual(["Bearer tok-1", "Bearer tok-2"]);
    unsubscribe();
    server.publish("private-player.7", "wallet_balance", {});
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([]);
  });
});
