/**
 * The Pusher Channels protocol (version 7) served by the sandbox itself with
 * `ws`, on the HTTP server's port at `/app/{key}` as Pusher-compatible servers
 * do: `pusher:connection_established` (socket id, activity timeout),
 * `pusher:ping`/`pong`, `pusher:subscribe`/`unsubscribe` answered with
 * `pusher_internal:subscription_succeeded`, `pusher:error` for bad frames and
 * for client events (not allowed here). Private channels need the signature
 * `/broadcasting/auth` produced: `<key>:<hex HMAC-SHA256(secret, "socket_id:channel")>`.
 */
import { randomInt } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { hmac, safeEqual } from "../lib/crypto.ts";
import type { Broadcaster } from "./broadcaster.ts";

/** Protocol versions we speak (pusher-js 8 uses 7). */
const MIN_PROTOCOL = 5;
const MAX_PROTOCOL = 7;
/** Pusher's channel name rules. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;

export interface PusherServerOptions {
  key: string;
  secret: string;
  /** Seconds of silence after which the client should ping (sent in the handshake). */
  activityTimeoutSeconds?: number;
  /** Where refused subscriptions are logged. */
  log?: { warn(obj: object, msg: string): void };
}

interface Connection {
  socketId: string;
  socket: WebSocket;
  channels: Set<string>;
  lastSeen: number;
}

/** Pusher's private-channel signature. */
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

/** The sandbox's own Pusher-protocol server, also the {@link Broadcaster} that feeds it. */
export class PusherServer implements Broadcaster {
  readonly description: string;
  readonly #options: Required<Omit<PusherServerOptions, "log">> & Pick<PusherServerOptions, "log">;
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  readonly #connections = new Map<WebSocket, Connection>();
  readonly #sweeper: NodeJS.Timeout;
  #server: Server | undefined;
  readonly #onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    this.#upgrade(request, socket, head);

  constructor(options: PusherServerOptions) {
    this.#options = { activityTimeoutSeconds: 120, ...options };
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
      channels: [...c.channels],
    }));
  }

  /** Closes every connection abruptly (the clients see a dropped network and reconnect). */
  dropConnections(): void {
    for (const socket of this.#connections.keys()) socket.terminate();
  }

  async publish(channel: string, event: string, data: unknown): Promise<void> {
    const message = frame(event, data, channel);
    for (const connection of this.#connections.values()) {
      if (
        connection.channels.has(channel) &&
        connection.socket.readyState === connection.socket.OPEN
      )
        connection.socket.send(message);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    this.#server?.off("upgrade", this.#onUpgrade);
    for (const socket of this.#connections.keys()) socket.close(1001, "server shutting down");
    this.#connections.clear();
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }

  #upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? "/", "http://sandbox");
    const match = /^\/app\/([^/]+)\/?$/.exec(url.pathname);
    if (!match) {
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
      return;
    }
    this.#wss.handleUpgrade(request, socket, head, (ws) =>
      this.#open(ws, decodeURIComponent(match[1]!), url.searchParams.get("protocol")),
    );
  }

  #open(socket: WebSocket, key: string, protocolParam: string | null): void {
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
    const connection: Connection = {
      socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`,
      socket,
      channels: new Set(),
      lastSeen: Date.now(),
    };
    this.#connections.set(socket, connection);
    socket.on("message", (raw, isBinary) =>
      this.#message(connection, isBinary ? null : raw.toString()),
    );
    socket.on("close", () => this.#connections.delete(socket));
    socket.on("error", () => this.#connections.delete(socket));
    socket.send(
      frame("pusher:connection_established", {
        socket_id: connection.socketId,
        activity_timeout: this.#options.activityTimeoutSeconds,
      }),
    );
  }

  #message(connection: Connection, raw: string | null): void {
    connection.lastSeen = Date.now();
    const { socket } = connection;
    let message: { event?: unknown; data?: unknown; channel?: unknown };
    try {
      message = raw === null ? {} : (JSON.parse(raw) as typeof message);
    } catch {
      message = {};
    }
    if (!message || typeof message !== "object" || typeof message.event !== "string") {
      socket.send(
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
        socket.send(frame("pusher:pong", {}));
        return;
      case "pusher:pong":
        return;
      case "pusher:subscribe":
        this.#subscribe(connection, payload);
        return;
      case "pusher:unsubscribe":
        if (typeof payload.channel === "string") connection.channels.delete(payload.channel);
        return;
      default:
        if (message.event.startsWith("client-")) {
          socket.send(errorFrame(4301, "Client events are not enabled on this server"));
        } else {
          socket.send(errorFrame(null, `Unsupported event ${message.event}`));
        }
    }
  }

  #subscribe(connection: Connection, data: Record<string, unknown>): void {
    const { socket } = connection;
    const channel = data.channel;
    if (typeof channel !== "string" || !CHANNEL_NAME.test(channel)) {
      socket.send(errorFrame(null, "Invalid channel name"));
      return;
    }
    if (channel.startsWith("presence-") || channel.startsWith("private-encrypted-")) {
      socket.send(
        frame(
          "pusher:subscription_error",
          { type: "AuthError", error: "Channel type not supported", status: 403 },
          channel,
        ),
      );
      return;
    }
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
        socket.send(
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
    }
    connection.channels.add(channel);
    socket.send(frame("pusher_internal:subscription_succeeded", {}, channel));
  }

  #sweep(): void {
    const limit = (this.#options.activityTimeoutSeconds + 60) * 1000;
    const now = Date.now();
    for (const connection of this.#connections.values()) {
      if (now - connection.lastSeen > limit) connection.socket.terminate();
    }
  }
}
