/* eslint-disable @typescript-eslint/no-explicit-any -- frames and event payloads are read loosely, as JSON */
/**
 * The built-in Pusher protocol server, spoken to frame by frame with a raw
 * `ws` client; the `pusher` SDK publishing to a fake Pusher REST endpoint;
 * and the realtime layer's names and payload checks against @casino/api.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { channelEvents } from "@casino/api";
import WebSocket from "ws";
import { loadContract } from "../contract/load.ts";
import { SchemaValidators } from "../contract/validators.ts";
import { hmac } from "../lib/crypto.ts";
import { RecordingBroadcaster } from "./broadcaster.ts";
import { channelSignature, PusherServer } from "./pusher-server.ts";
import { PusherSdkBroadcaster } from "./pusher-sdk.ts";
import { isPlayerEvent, publicChannelOf, Realtime, RealtimePayloadError } from "./realtime.ts";
import { collectFrames, type Frame } from "../test/realtime-client.ts";

const KEY = "test-key";
const SECRET = "test-secret";

let server: ReturnType<typeof createServer>;
let pusher: PusherServer;
let port: number;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(404).end());
  pusher = new PusherServer({ key: KEY, secret: SECRET });
  pusher.attach(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await pusher.close();
  await new Promise((resolve) => server.close(resolve));
});

/** Opens a socket and collects its frames (with `data` decoded when it is a JSON string). */
async function connect(path = `/app/${KEY}?protocol=7&client=js&version=8.6.0`) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  sockets.push(socket);
  const { frames, closed } = collectFrames(socket);
  const next = async (event: string, from = 0): Promise<Frame> => {
    for (let i = 0; i < 250; i++) {
      const found = frames.slice(from).find((f) => f.event === event);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no ${event} frame; got ${JSON.stringify(frames)}`);
  };
  const send = (value: unknown) =>
    socket.send(typeof value === "string" ? value : JSON.stringify(value));
  return { socket, frames, next, send, closed };
}

describe("built-in Pusher protocol server", () => {
  it("establishes the connection, answers pings and reports bad frames and client events", async () => {
    const client = await connect();
    const established = await client.next("pusher:connection_established");
    expect(established.data).toEqual({
      socket_id: expect.stringMatching(/^[0-9]+\.[0-9]+$/),
      activity_timeout: 120,
    });

    client.send({ event: "pusher:ping", data: {} });
    await client.next("pusher:pong");

    client.send("this is not json");
    expect((await client.next("pusher:error")).data).toEqual({
      code: null,
      message: expect.stringMatching(/Invalid message/),
    });

    const before = client.frames.length;
    client.send({ event: "client-typing", channel: "bets", data: {} });
    expect((await client.next("pusher:error", before)).data).toEqual({
      code: 4301,
      message: expect.stringMatching(/Client events/),
    });
  });

  it("attaches a grant that arrives after its subscription (made on another instance), so the session's end drops it", async () => {
    const client = await connect();
    const socketId = (await client.next("pusher:connection_established")).data.socket_id as string;
    const channel = "private-player.31";
    client.send({
      event: "pusher:subscribe",
      data: { channel, auth: channelSignature(KEY, SECRET, socketId, channel) },
    });
    await client.next("pusher_internal:subscription_succeeded");
    // Without a grant, ending the player's sessions cannot tell this subscription is theirs.
    pusher.endSessions(31);
    expect(pusher.connections().find((c) => c.socketId === socketId)?.channels).toEqual([channel]);
    pusher.grant(socketId, channel, { userId: 31, tokenId: 5 });
    pusher.endSessions(31, [6]);
    expect(pusher.connections().find((c) => c.socketId === socketId)?.channels).toEqual([channel]);
    pusher.endSessions(31, [5]);
    expect((await client.next("pusher:subscription_error")).data).toMatchObject({ status: 401 });
    expect(pusher.connections().find((c) => c.socketId === socketId)?.channels).toEqual([]);
  });

  it("subscribes to public channels, verifies private-channel signatures and delivers published events", async () => {
    const client = await connect();
    const socketId = (await client.next("pusher:connection_established")).data.socket_id as string;

    client.send({ event: "pusher:subscribe", data: { channel: "bets" } });
    expect(await client.next("pusher_internal:subscription_succeeded")).toMatchObject({
      channel: "bets",
    });

    const channel = "private-player.7";
    client.send({
      event: "pusher:subscribe",
      data: { channel, auth: `${KEY}:${hmac(SECRET, `999.999:${channel}`)}` },
    });
    const refused = await client.next("pusher:subscription_error");
    expect(refused).toMatchObject({ channel, data: { type: "AuthError", status: 401 } });

    client.send({
      event: "pusher:subscribe",
      data: { channel, auth: channelSignature(KEY, SECRET, socketId, channel) },
    });
    await client.next("pusher_internal:subscription_succeeded", client.frames.length - 1);
    expect(
      pusher
        .connections()
        .find((c) => c.socketId === socketId)
        ?.channels.sort(),
    ).toEqual(["bets", channel]);

    await pusher.publish(channel, "wallet_balance", { reason: "deposit" });
    await pusher.publish("private-player.8", "wallet_balance", { reason: "other player" });
    expect((await client.next("wallet_balance")).data).toEqual({ reason: "deposit" });

    client.send({ event: "pusher:unsubscribe", data: { channel: "bets" } });
    await new Promise((r) => setTimeout(r, 50));
    const count = client.frames.length;
    await pusher.publish("bets", "transaction_latest_bet", { bet: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(client.frames.length).toBe(count);
    expect(client.frames.some((f) => f.data?.reason === "other player")).toBe(false);
  });

  it("refuses an unknown app key and an unsupported protocol version", async () => {
    const wrongKey = await connect("/app/other-key?protocol=7");
    expect((await wrongKey.next("pusher:error")).data.code).toBe(4001);
    const oldProtocol = await connect(`/app/${KEY}?protocol=3`);
    expect((await oldProtocol.next("pusher:error")).data.code).toBe(4007);
    for (
      let i = 0;
      i < 50 && (wrongKey.closed() === undefined || oldProtocol.closed() === undefined);
      i++
    )
      await new Promise((r) => setTimeout(r, 10));
    expect([wrongKey.closed(), oldProtocol.closed()]).toEqual([4001, 4007]);
  });
});

describe("PusherSdkBroadcaster", () => {
  it("publishes through the pusher SDK to an external server's REST API, signed with the app secret", async () => {
    const requests: { url: string; body: any }[] = [];
    const external = createServer((req: IncomingMessage, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        requests.push({ url: req.url ?? "", body: JSON.parse(body) });
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => external.listen(0, "127.0.0.1", resolve));
    const broadcaster = new PusherSdkBroadcaster({
      appId: "42",
      key: KEY,
      secret: SECRET,
      host: "127.0.0.1",
      port: (external.address() as AddressInfo).port,
      useTLS: false,
    });
    await broadcaster.publish("private-player.3", "wallet_balance", { reason: "deposit" });
    await new Promise((resolve) => external.close(resolve));
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url, "http://x");
    expect(url.pathname).toBe("/apps/42/events");
    expect(url.searchParams.get("auth_key")).toBe(KEY);
    expect(url.searchParams.get("auth_signature")).toMatch(/^[0-9a-f]{64}$/);
    expect(requests[0]!.body).toMatchObject({
      name: "wallet_balance",
      channels: ["private-player.3"],
      data: JSON.stringify({ reason: "deposit" }),
    });
  });
});

describe("Realtime", () => {
  it("routes each event of @casino/api to its channels", () => {
    for (const event of channelEvents.player) expect(isPlayerEvent(event)).toBe(true);
    expect(isPlayerEvent("update_rate")).toBe(false);
    expect(publicChannelOf("update_rate")).toBe("rates");
    expect(publicChannelOf("transaction_high_roller_bet")).toBe("bets");
    expect(publicChannelOf("wallet_balance")).toBeUndefined();
  });

  it("validates payloads against the contract before publishing", async () => {
    const broadcaster = new RecordingBroadcaster();
    const realtime = new Realtime(broadcaster, new SchemaValidators(loadContract().document));
    const seen: string[] = [];
    realtime.onPublish((published) => seen.push(`${published.channel} ${published.event}`));
    await realtime.toPlayer(5, "verified_email", {
      email: "a@b.test",
      email_verified_at: "2026-01-01T00:00:00.000Z",
    });
    await expect(
      realtime.toPlayer(5, "verified_email", { email: "not an e-mail" } as never),
    ).rejects.toBeInstanceOf(RealtimePayloadError);
    await expect(
      realtime.toPublic("rates", "update_rate", {
        rate: { BTC: { USD: 95000 } },
        updated_at: "2026-01-01T00:00:00Z",
      } as never),
    ).rejects.toThrow(/update_rate/);
    expect(broadcaster.published).toEqual([
      {
        channel: "private-player.5",
        event: "verified_email",
        data: { email: "a@b.test", email_verified_at: "2026-01-01T00:00:00.000Z" },
      },
    ]);
    expect(seen).toEqual(["private-player.5 verified_email"]);
  });
});
