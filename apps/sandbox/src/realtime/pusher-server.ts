/**
 * The Pusher Channels protocol (version 7) served by the sandbox itself with
 * `ws`, on the HTTP server's port at `/app/{key}` as Pusher-compatible servers
 * do: `pusher:connection_established` (socket id, activity timeout),
 * `pusher:ping`/`pong`, `pusher:subscribe`/`unsubscribe` answered with
 * `pusher_internal:subscription_succeeded`, `pusher:error` for bad frames and
 * for client events (not allowed here). Private channels need the signature
 * `/broadcasting/auth` produced: `<key>:<hex HMAC-SHA256(secret, "socket_id:channel")>`.
 *
 * Limits (docs/security.md): connections per client address (over it: `pusher:error` 4100 and
 * close 4100, the client backs off and retries), channels per socket (`pusher:error` 4300 and a
 * `pusher:subscription_error` for the channel), messages per socket and second (the rest are
 * dropped, one `pusher:error` 4301 per second). Publishing looks subscribers up by channel.
 * A private subscription remembers the session (token) that authorised it; {@link
 * PusherServer.endSessions} drops it when that session ends.
 */
import { randomInt } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { hmac, safeEqual } from "../lib/crypto.ts";
import type { Broadcaster, SessionGrant } from "./broadcaster.ts";

/** Protocol versions we speak (pusher-js 8 uses 7). */
const MIN_PROTOCOL = 5;
const MAX_PROTOCOL = 7;
/** Pusher's channel name rules. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;
/** The WebSocket endpoint: `/app/{key}`, an optional trailing slash. */
const APP_PATH = /^\/app\/([^/]+)\/?$/;
/** How long a grant from `/broadcasting/auth` waits for its subscription. */
const GRANT_TTL_MS = 60_000;

export interface PusherServerOptions {
  key: string;
  secret: string;
  /** Seconds of silence after which the client should ping (sent in the handshake). */
  activityTimeoutSeconds?: number;
  /** Open connections per client address; 0: no cap. Default 100. */
  maxConnectionsPerIp?: number;
  /** Channels per socket; 0: no cap. Default 100. */
  maxChannelsPerSocket?: number;
  /** Messages a socket may send per second (the rest are dropped); 0: no cap. Default 20. */
  maxMessagesPerSecond?: number;
  /** The client address of an upgrade request; default: the socket's remote address. */
  clientAddress?: (request: IncomingMessage) => string;
  /** Where refused subscriptions and failures are logged. */
  log?: {
    warn(obj: object, msg: string): void;
    error?(obj: object, msg: string): void;
  };
}

interface Connection {
  socketId: string;
  socket: WebSocket;
  address: string;
  /** Subscribed channels; private ones with the session that authorised them, when known. */
  channels: Map<string, SessionGrant | undefined>;
  /** Grants from `/broadcasting/auth` waiting for their `pusher:subscribe`, by channel. */
  grants: Map<string, SessionGrant & { expires: number }>;
  lastSeen: number;
  /** Start of the current one-second window and the messages received in it. */
  windowStart: number;
  windowCount: number;
  released: boolean;
}

/**
 * Pusher's private-channel signature, `<key>:<hex HMAC-SHA256(secret, "socket_id:channel_name")>`:
 * the broadcast auth endpoint signs with it and the WebSocket server checks it.
 */
export function channelSignature(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
): string {
  return `${key}:${hmac(secret, `${socketId}:${channel}`)}`;
}

function frame(event: string, data: unknown, channel?: string): string {
  // The protocol sends `data` as a JSON-encoded string for events.
  return JSON.stringify({
    event,
    ...(channel ? { channel } : {}),
    data: typeof data === "string" ? data : JSON.stringify(data),
  });
}

function errorFrame(code: number | null, message: string): string {
  return JSON.stringify({ event: "pusher:error", data: { code, message } });
}

/**
 * The app key of an upgrade request target and its `protocol` query parameter; `"not-found"`
 * for another path, `"malformed"` for a key that does not decode. Linear in the target's length,
 * and never throws.
 */
export function parseUpgradeTarget(
  target: string,
): { key: string; protocol: string | null } | "not-found" | "malformed" {
  const question = target.indexOf("?");
  const path = question === -1 ? target : target.slice(0, question);
  const match = APP_PATH.exec(path);
  if (!match) return "not-found";
  let key: string;
  try {
    key = decodeURIComponent(match[1]!);
  } catch {
    return "malformed";
  }
  const query = question === -1 ? "" : target.slice(question + 1);
  return { key, protocol: new URLSearchParams(query).get("protocol") };
}

function refuseUpgrade(socket: Duplex, status: 400 | 404): void {
  const reason = status === 400 ? "Bad Request" : "Not Found";
  if (socket.writable)
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  else socket.destroy();
}

function remoteAddress(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? "unknown";
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}

/** The sandbox's own Pusher-protocol server, also the {@link Broadcaster} that feeds it. */
export class PusherServer implements Broadcaster {
  readonly description: string;
  readonly #options: Required<Omit<PusherServerOptions, "log">> & Pick<PusherServerOptions, "log">;
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  readonly #connections = new Map<WebSocket, Connection>();
  readonly #bySocketId = new Map<string, Connection>();
  /** Channel -> its subscribers: publishing never looks at unrelated connections. */
  readonly #subscribers = new Map<string, Set<Connection>>();
  /** Client address -> open connections. */
  readonly #perAddress = new Map<string, number>();
  readonly #sweeper: NodeJS.Timeout;
  #server: Server | undefined;
  readonly #onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    this.#upgrade(request, socket, head);

  constructor(options: PusherServerOptions) {
    this.#options = {
      activityTimeoutSeconds: 120,
      maxConnectionsPerIp: 100,
      maxChannelsPerSocket: 100,
      maxMessagesPerSecond: 20,
      clientAddress: remoteAddress,
      ...options,
    };
    this.description = `built-in Pusher protocol server at /app/${options.key}`;
    // Drop sockets that stayed silent well past the activity timeout (the client pings before).
    this.#sweeper = setInterval(() => this.#sweep(), 15_000);
    this.#sweeper.unref();
  }

  /** Serves WebSocket upgrades on `server` at `/app/{key}`. */
  attach(server: Server): void {
    this.#server = server;
    server.on("upgrade", this.#onUpgrade);
  }

  /** Socket ids and channels of the open connections. */
  connections(): { socketId: string; channels: string[] }[] {
    return [...this.#connections.values()].map((c) => ({
      socketId: c.socketId,
      channels: [...c.channels.keys()],
    }));
  }

  /** Closes every connection abruptly (the clients see a dropped network and reconnect). */
  dropConnections(): void {
    for (const socket of this.#connections.keys()) socket.terminate();
  }

  async publish(channel: string, event: string, data: unknown): Promise<void> {
    const subscribers = this.#subscribers.get(channel);
    if (!subscribers) return;
    const message = frame(event, data, channel);
    for (const connection of subscribers) {
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(message);
    }
  }

  /**
   * Remembers which session authorised `socketId` to subscribe to the private `channel` (called by
   * `/broadcasting/auth` before it answers). Ignored for sockets not connected here.
   */
  grant(socketId: string, channel: string, grant: SessionGrant): void {
    const connection = this.#bySocketId.get(socketId);
    if (!connection) return;
    // Several instances: a grant made on another instance may arrive after the subscription.
    if (connection.channels.has(channel) && !connection.channels.get(channel)) {
      connection.channels.set(channel, { userId: grant.userId, tokenId: grant.tokenId });
      return;
    }
    connection.grants.set(channel, { ...grant, expires: Date.now() + GRANT_TTL_MS });
  }

  /**
   * Drops the private subscriptions that sessions of `userId` authorised: those of `tokenIds`,
   * or all of them when omitted. Each socket gets a `pusher:subscription_error` (status 401)
   * for the channel; re-subscribing needs a new authorisation, which an ended session cannot get.
   */
  endSessions(userId: number, tokenIds?: readonly number[]): void {
    const ended = tokenIds && new Set(tokenIds);
    for (const connection of this.#connections.values()) {
      for (const [channel, grant] of connection.channels) {
        if (!grant || grant.userId !== userId || (ended && !ended.has(grant.tokenId))) continue;
        this.#unsubscribe(connection, channel);
        this.#send(
          connection,
          frame(
            "pusher:subscription_error",
            {
              type: "AuthError",
              error: "The session that authorised this channel has ended",
              status: 401,
            },
            channel,
          ),
        );
      }
      for (const [channel, grant] of connection.grants)
        if (grant.userId === userId && (!ended || ended.has(grant.tokenId)))
          connection.grants.delete(channel);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    this.#server?.off("upgrade", this.#onUpgrade);
    for (const socket of this.#connections.keys()) socket.close(1001, "server shutting down");
    for (const connection of [...this.#connections.values()]) this.#release(connection);
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }

  /** Never throws: whatever a client sends, the worst outcome is an HTTP error for that client. */
  #upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    // Node stops watching an upgraded socket for errors: an unhandled one would end the process.
    socket.on("error", () => socket.destroy());
    try {
      const target = parseUpgradeTarget(request.url ?? "");
      if (target === "not-found" || target === "malformed") {
        refuseUpgrade(socket, target === "malformed" ? 400 : 404);
        return;
      }
      this.#wss.handleUpgrade(request, socket, head, (ws) => {
        try {
          this.#open(ws, target.key, target.protocol, this.#options.clientAddress(request));
        } catch (error) {
          this.#options.log?.error?.({ err: error }, "realtime: connection failed");
          ws.terminate();
        }
      });
    } catch (error) {
      this.#options.log?.error?.({ err: error, url: request.url }, "realtime: upgrade failed");
      refuseUpgrade(socket, 400);
    }
  }

  #open(socket: WebSocket, key: string, protocolParam: string | null, address: string): void {
    socket.on("error", () => socket.terminate());
    if (key !== this.#options.key) {
      socket.send(
        errorFrame(
          4001,
          `App key ${key} not in this cluster. Did you forget to specify the cluster?`,
        ),
      );
      socket.close(4001, "unknown app key");
      return;
    }
    const protocol = Number(protocolParam ?? MAX_PROTOCOL);
    if (!Number.isInteger(protocol) || protocol < MIN_PROTOCOL || protocol > MAX_PROTOCOL) {
      socket.send(errorFrame(4007, `Unsupported protocol version ${protocolParam}`));
      socket.close(4007, "unsupported protocol");
      return;
    }
    const { maxConnectionsPerIp } = this.#options;
    const open = this.#perAddress.get(address) ?? 0;
    if (maxConnectionsPerIp > 0 && open >= maxConnectionsPerIp) {
      socket.send(errorFrame(4100, "Over capacity: too many connections from this address"));
      socket.close(4100, "over capacity");
      return;
    }
    this.#perAddress.set(address, open + 1);
    const now = Date.now();
    const connection: Connection = {
      socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`,
      socket,
      address,
      channels: new Map(),
      grants: new Map(),
      lastSeen: now,
      windowStart: now,
      windowCount: 0,
      released: false,
    };
    this.#connections.set(socket, connection);
    this.#bySocketId.set(connection.socketId, connection);
    socket.on("message", (raw, isBinary) => {
      try {
        this.#message(connection, isBinary ? null : raw.toString());
      } catch (error) {
        this.#options.log?.error?.({ err: error }, "realtime: message failed");
      }
    });
    socket.on("close", () => this.#release(connection));
    socket.on("error", () => this.#release(connection));
    socket.send(
      frame("pusher:connection_established", {
        socket_id: connection.socketId,
        activity_timeout: this.#options.activityTimeoutSeconds,
      }),
    );
  }

  /** Forgets a connection once: its channels, its address count. */
  #release(connection: Connection): void {
    if (connection.released) return;
    connection.released = true;
    for (const channel of [...connection.channels.keys()]) this.#unsubscribe(connection, channel);
    connection.grants.clear();
    this.#connections.delete(connection.socket);
    this.#bySocketId.delete(connection.socketId);
    const open = (this.#perAddress.get(connection.address) ?? 1) - 1;
    if (open > 0) this.#perAddress.set(connection.address, open);
    else this.#perAddress.delete(connection.address);
  }

  #send(connection: Connection, message: string): void {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(message);
  }

  /** Counts a message against the socket's per-second budget; false when it must be dropped. */
  #withinRate(connection: Connection, now: number): boolean {
    const { maxMessagesPerSecond } = this.#options;
    if (maxMessagesPerSecond <= 0) return true;
    if (now - connection.windowStart >= 1000) {
      connection.windowStart = now;
      connection.windowCount = 0;
    }
    connection.windowCount += 1;
    if (connection.windowCount <= maxMessagesPerSecond) return true;
    if (connection.windowCount === maxMessagesPerSecond + 1)
      this.#send(
        connection,
        errorFrame(4301, `Rate limit: at most ${maxMessagesPerSecond} messages per second`),
      );
    return false;
  }

  #message(connection: Connection, raw: string | null): void {
    const now = Date.now();
    connection.lastSeen = now;
    if (!this.#withinRate(connection, now)) return;
    let message: { event?: unknown; data?: unknown; channel?: unknown };
    try {
      message = raw === null ? {} : (JSON.parse(raw) as typeof message);
    } catch {
      message = {};
    }
    if (!message || typeof message !== "object" || typeof message.event !== "string") {
      this.#send(
        connection,
        errorFrame(null, "Invalid message: expected a JSON object with an `event` string"),
      );
      return;
    }
    let data = message.data;
    if (typeof data === "string") {
      try {
        data = JSON.parse(data);
      } catch {
        // Leave it a string: the handlers below reject what they cannot read.
      }
    }
    const payload = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
    switch (message.event) {
      case "pusher:ping":
        this.#send(connection, frame("pusher:pong", {}));
        return;
      case "pusher:pong":
        return;
      case "pusher:subscribe":
        this.#subscribe(connection, payload);
        return;
      case "pusher:unsubscribe":
        if (typeof payload.channel === "string") this.#unsubscribe(connection, payload.channel);
        return;
      default:
        if (message.event.startsWith("client-")) {
          this.#send(connection, errorFrame(4301, "Client events are not enabled on this server"));
        } else {
          this.#send(
            connection,
            errorFrame(null, `Unsupported event ${message.event.slice(0, 100)}`),
          );
        }
    }
  }

  #unsubscribe(connection: Connection, channel: string): void {
    if (!connection.channels.delete(channel)) return;
    const subscribers = this.#subscribers.get(channel);
    subscribers?.delete(connection);
    if (subscribers?.size === 0) this.#subscribers.delete(channel);
  }

  #subscribe(connection: Connection, data: Record<string, unknown>): void {
    const channel = data.channel;
    if (typeof channel !== "string" || !CHANNEL_NAME.test(channel)) {
      this.#send(connection, errorFrame(null, "Invalid channel name"));
      return;
    }
    const { maxChannelsPerSocket } = this.#options;
    if (
      maxChannelsPerSocket > 0 &&
      !connection.channels.has(channel) &&
      connection.channels.size >= maxChannelsPerSocket
    ) {
      this.#send(
        connection,
        errorFrame(4300, `Too many channels: at most ${maxChannelsPerSocket} per connection`),
      );
      this.#send(
        connection,
        frame(
          "pusher:subscription_error",
          { type: "LimitReached", error: "Too many channels on this connection", status: 429 },
          channel,
        ),
      );
      return;
    }
    if (channel.startsWith("presence-") || channel.startsWith("private-encrypted-")) {
      this.#send(
        connection,
        frame(
          "pusher:subscription_error",
          { type: "AuthError", error: "Channel type not supported", status: 403 },
          channel,
        ),
      );
      return;
    }
    let grant: SessionGrant | undefined;
    if (channel.startsWith("private-")) {
      const expected = channelSignature(
        this.#options.key,
        this.#options.secret,
        connection.socketId,
        channel,
      );
      if (typeof data.auth !== "string" || !safeEqual(data.auth, expected)) {
        this.#options.log?.warn(
          { channel, socketId: connection.socketId },
          "realtime: invalid channel signature",
        );
        this.#send(
          connection,
          frame(
            "pusher:subscription_error",
            {
              type: "AuthError",
              error: `Invalid signature: expected HMAC SHA256 hex digest of ${connection.socketId}:${channel}`,
              status: 401,
            },
            channel,
          ),
        );
        return;
      }
      const pending = connection.grants.get(channel);
      connection.grants.delete(channel);
      if (pending && pending.expires > Date.now())
        grant = { userId: pending.userId, tokenId: pending.tokenId };
      else grant = connection.channels.get(channel);
    }
    connection.channels.set(channel, grant);
    let subscribers = this.#subscribers.get(channel);
    if (!subscribers) this.#subscribers.set(channel, (subscribers = new Set()));
    subscribers.add(connection);
    this.#send(connection, frame("pusher_internal:subscription_succeeded", {}, channel));
  }

  #sweep(): void {
    const limit = (this.#options.activityTimeoutSeconds + 60) * 1000;
    const now = Date.now();
    for (const connection of this.#connections.values()) {
      if (now - connection.lastSeen > limit) connection.socket.terminate();
      for (const [channel, grant] of connection.grants)
        if (grant.expires <= now) connection.grants.delete(channel);
    }
  }
}
