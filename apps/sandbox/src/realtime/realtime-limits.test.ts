/**
 * The built-in Pusher server under attack, against a running sandbox: malformed upgrade
 * requests, too many connections from one address, too many channels on one socket, message
 * floods, and private channels that outlive the session that authorised them.
 */
import { connect as tcpConnect } from "node:net";
import WebSocket from "ws";
import { signedInPlayer, signIn, totp } from "../test/accounts.ts";
import { startSandbox, type Sandbox } from "../test/harness.ts";
import {
  builtInPusherServer,
  collectFrames,
  portOf,
  pusherClient,
  until,
  type Frame,
} from "../test/realtime-client.ts";
import { enableTwoFactor } from "../test/two-factor.ts";

const pusherServer = () => builtInPusherServer(sandbox);
const LIMITS = { maxConnectionsPerIp: 4, maxChannelsPerSocket: 5, maxMessagesPerSecond: 10 };

let sandbox: Sandbox;
const open: { close(): void }[] = [];
beforeAll(async () => {
  sandbox = await startSandbox({ realtime: LIMITS });
});
afterEach(async () => {
  for (const client of open.splice(0)) client.close();
  // The server counts a connection until it sees the close.
  await until(() => pusherServer().connections().length === 0, 2_000, "closes");
});
afterAll(async () => {
  await sandbox.close();
});

/** Sends raw bytes and resolves with what came back before the server closed the socket. */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = tcpConnect(portOf(sandbox), "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
    socket.setTimeout(3_000, () => socket.destroy());
  });
}

const upgrade = (path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
  `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;

/** A raw `ws` client collecting frames. */
async function socket(path = `/app/${sandbox.config.pusher.key}?protocol=7`) {
  const ws = new WebSocket(`ws://127.0.0.1:${portOf(sandbox)}${path}`);
  open.push({ close: () => ws.terminate() });
  const { frames, closed } = collectFrames(ws);
  ws.on("error", () => {});
  const send = (value: unknown) => ws.send(JSON.stringify(value));
  const find = (predicate: (frame: Frame) => boolean) => frames.find(predicate);
  await until(() => frames.length > 0 || closed() !== undefined, 5_000, "first frame");
  return { ws, frames, send, find, closed };
}

describe("malformed WebSocket handshakes", () => {
  it.each(["//", "/app/%E0%A4%A", "/app/%E0%A4%A?protocol=7", "//app/x?%", "/app/a/b/c"])(
    "answers %s with an HTTP error and keeps serving",
    async (path) => {
      const answer = await rawRequest(upgrade(path));
      expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
      const health = await sandbox.call("GET", "/api/settings/general");
      expect(health.status).toBe(200);
    },
  );
});

describe("caps of the built-in Pusher server", () => {
  it("refuses connections over the per-address cap with 4100 and accepts again once one closes", async () => {
    const clients: Awaited<ReturnType<typeof socket>>[] = [];
    for (let i = 0; i < LIMITS.maxConnectionsPerIp; i++) clients.push(await socket());
    for (const client of clients)
      expect(client.frames[0]!.event).toBe("pusher:connection_established");
    const refused = await socket();
    expect(refused.find((f) => f.event === "pusher:error")?.data.code).toBe(4100);
    await until(() => refused.closed() === 4100, 2_000, "close 4100");

    clients[0]!.ws.close();
    await until(() => clients[0]!.closed() !== undefined, 2_000, "close");
    await new Promise((r) => setTimeout(r, 50));
    const again = await socket();
    expect(again.frames[0]!.event).toBe("pusher:connection_established");
    for (const client of [...clients, again]) client.ws.close();
    await until(() => [...clients, again].every((c) => c.closed() !== undefined));
  });

  it("refuses subscriptions past the per-socket channel cap", async () => {
    const client = await socket();
    for (let i = 0; i < LIMITS.maxChannelsPerSocket + 3; i++)
      client.send({ event: "pusher:subscribe", data: { channel: `public-${i}` } });
    await until(
      () => client.frames.filter((f) => f.event === "pusher:error").length >= 3,
      2_000,
      "three refusals",
    );
    const succeeded = client.frames.filter(
      (f) => f.event === "pusher_internal:subscription_succeeded",
    );
    expect(succeeded.map((f) => f.channel)).toEqual(
      Array.from({ length: LIMITS.maxChannelsPerSocket }, (_, i) => `public-${i}`),
    );
    expect(client.find((f) => f.event === "pusher:error")?.data.code).toBe(4300);
    expect(
      client.find((f) => f.event === "pusher:subscription_error" && f.channel === "public-5"),
    ).toBeDefined();
    // Unsubscribing frees a place.
    client.send({ event: "pusher:unsubscribe", data: { channel: "public-0" } });
    client.send({ event: "pusher:subscribe", data: { channel: "public-9" } });
    await until(
      () =>
        !!client.find(
          (f) => f.event === "pusher_internal:subscription_succeeded" && f.channel === "public-9",
        ),
      2_000,
      "public-9",
    );
    client.ws.close();
  });

  it("ignores messages past the per-second cap and says so once (4301)", async () => {
    const client = await socket();
    await new Promise((r) => setTimeout(r, 1_100)); // a fresh one-second window
    for (let i = 0; i < 50; i++) client.send({ event: "pusher:ping", data: {} });
    await until(() => !!client.find((f) => f.event === "pusher:error"), 2_000, "4301");
    await new Promise((r) => setTimeout(r, 100));
    const pongs = client.frames.filter((f) => f.event === "pusher:pong").length;
    expect(pongs).toBeLessThanOrEqual(LIMITS.maxMessagesPerSecond);
    expect(pongs).toBeGreaterThan(0);
    const errors = client.frames.filter((f) => f.event === "pusher:error");
    expect(errors.map((f) => f.data.code)).toEqual([4301]);
    // The next second serves again.
    await new Promise((r) => setTimeout(r, 1_100));
    const before = client.frames.length;
    client.send({ event: "pusher:ping", data: {} });
    await until(
      () => client.frames.slice(before).some((f) => f.event === "pusher:pong"),
      2_000,
      "pong",
    );
    client.ws.close();
  });

  it("delivers a publish only to the channel's subscribers", async () => {
    const a = await socket();
    const b = await socket();
    a.send({ event: "pusher:subscribe", data: { channel: "rates" } });
    b.send({ event: "pusher:subscribe", data: { channel: "bets" } });
    await until(
      () =>
        [a, b].every((c) => !!c.find((f) => f.event === "pusher_internal:subscription_succeeded")),
      2_000,
      "subscriptions",
    );
    await sandbox.app.realtime.broadcaster.publish("rates", "update_rate", { n: 1 });
    await until(() => !!a.find((f) => f.event === "update_rate"), 2_000, "update_rate");
    await new Promise((r) => setTimeout(r, 50));
    expect(b.find((f) => f.event === "update_rate")).toBeUndefined();
    a.ws.close();
    b.ws.close();
  });
});

describe("private channels end with the session that authorised them", () => {
  async function subscribedPlayer(prefix: string) {
    const player = await signedInPlayer(sandbox, prefix);
    const me = await sandbox.call("GET", "/api/user/information", { token: player.token });
    const id = me.body.data.id as number;
    const pusher = pusherClient(sandbox, player.token);
    open.push({ close: () => pusher.disconnect() });
    const received: unknown[] = [];
    const errors: unknown[] = [];
    const channel = pusher.subscribe(`private-player.${id}`);
    let subscribed = false;
    channel.bind("pusher:subscription_succeeded", () => (subscribed = true));
    channel.bind("pusher:subscription_error", (error: unknown) => errors.push(error));
    channel.bind("wallet_balance", (data: unknown) => received.push(data));
    await until(() => subscribed, 5_000, "subscription");
    const deposit = async () => {
      const answer = await sandbox.call("PUT", "/dev/wallets/balance", {
        body: { user_id: id, entity_wallet_code: "USDT", balance: String(received.length + 1) },
      });
      expect(answer.status).toBe(200);
    };
    return { ...player, id, pusher, received, errors, deposit };
  }

  /** Sends one more event and checks it does not arrive (the channel is gone). */
  async function expectNoDelivery(player: Awaited<ReturnType<typeof subscribedPlayer>>) {
    await until(() => player.errors.length > 0, 2_000, "subscription error");
    const count = player.received.length;
    await player.deposit();
    await new Promise((r) => setTimeout(r, 200));
    expect(player.received).toHaveLength(count);
  }

  it("stops delivering after logout", async () => {
    const player = await subscribedPlayer("rtlogout");
    await player.deposit();
    await until(() => player.received.length === 1, 2_000, "first event");
    expect((await sandbox.call("GET", "/api/logout", { token: player.token })).status).toBe(200);
    await expectNoDelivery(player);
  });

  it("stops delivering to other sessions after a password change", async () => {
    const player = await subscribedPlayer("rtpass");
    const current = await signIn(sandbox, player);
    const changed = await sandbox.call("PATCH", "/api/user/change-password", {
      token: current,
      body: {
        current_password: player.password,
        password: "Other-pass2",
        password_confirmation: "Other-pass2",
      },
    });
    expect(changed.status).toBe(200);
    await expectNoDelivery(player);
    // Reconnecting with the old token cannot get the channel back.
    const retry = await sandbox.call("POST", "/broadcasting/auth", {
      token: player.token,
      body: { socket_id: "1.1", channel_name: `private-player.${player.id}` },
    });
    expect(retry.status).toBe(401);
  });

  it("stops delivering to other sessions when two-factor is switched on and off", async () => {
    const player = await subscribedPlayer("rt2fa");
    await enableTwoFactor(sandbox, await signIn(sandbox, player));
    await expectNoDelivery(player);

    // A second session subscribed while 2FA is on loses its channel when 2FA goes off.
    const other = await subscribedPlayer("rt2fb");
    const otherCurrent = await signIn(sandbox, other);
    const on = await enableTwoFactor(sandbox, otherCurrent);
    await until(() => other.errors.length > 0, 2_000, "subscription error");
    // Subscribe again from a fresh session, then switch 2FA off from another one.
    const again = await subscribedAgain(other.id, otherCurrent);
    sandbox.clock.advance(60_000);
    const off = await sandbox.call("DELETE", "/api/user/two-factor-authentication", {
      token: otherCurrent,
      body: { code: await totp(sandbox, on.secret) },
    });
    expect(off.status).toBe(200);
    // The session that switched it off keeps its channel.
    await new Promise((r) => setTimeout(r, 200));
    expect(again.errors).toHaveLength(0);
  });

  async function subscribedAgain(id: number, token: string) {
    const pusher = pusherClient(sandbox, token);
    open.push({ close: () => pusher.disconnect() });
    const errors: unknown[] = [];
    const channel = pusher.subscribe(`private-player.${id}`);
    let subscribed = false;
    channel.bind("pusher:subscription_succeeded", () => (subscribed = true));
    channel.bind("pusher:subscription_error", (error: unknown) => errors.push(error));
    await until(() => subscribed, 5_000, "subscription");
    return { errors };
  }
});
