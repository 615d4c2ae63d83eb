// A minimal Pusher Channels protocol server for testing the Echo adapter (test-only file).
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";

export interface PusherTestServer {
  port: number;
  authEndpoint: string;
  /** Authorization headers of every channel authorisation request (`Bearer revoked` is refused with a 401). */
  authHeaders: string[];
  /** Channels clients subscribed to (after authorisation for private ones). */
  subscribed: string[];
  /** Sends an event to every socket subscribed to `channel`. */
  publish(channel: string, event: string, payload: unknown): void;
  /** Drops every socket (the client sees the connection go away and reconnects). */
  dropConnections(): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => resolve(body));
  });
}

export async function startPusherTestServer(): Promise<PusherTestServer> {
  const authHeaders: string[] = [];
  const subscribed: string[] = [];
  const subscriptions = new Map<WebSocket, Set<string>>();
  const http = createServer(async (req, res) => {
    if (req.method === "POST" && req.url === "/broadcasting/auth") {
      await readBody(req);
      authHeaders.push(String(req.headers.authorization ?? ""));
      if (
        req.headers.authorization !== undefined &&
        !/^Bearer (?!revoked$)/.test(req.headers.authorization)
      ) {
        res.writeHead(401, { "content-type": "application/json" });
        res.end(
          JSON.stringify({ success: false, message: "Unauthenticated.", code: "unauthenticated" }),
        );
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ auth: "test-key:signature" }));
      return;
    }
    res.writeHead(404).end();
  });
  const wss = new WebSocketServer({ server: http });
  let socketCounter = 0;
  wss.on("connection", (socket) => {
    socketCounter += 1;
    subscriptions.set(socket, new Set());
    socket.send(
      JSON.stringify({
        event: "pusher:connection_established",
        data: JSON.stringify({ socket_id: `${socketCounter}.1`, activity_timeout: 120 }),
      }),
    );
    socket.on("message", (raw) => {
      const message = JSON.parse(raw.toString()) as {
        event: string;
        data?: { channel?: string; auth?: string };
      };
      if (message.event === "pusher:ping")
        socket.send(JSON.stringify({ event: "pusher:pong", data: "{}" }));
      if (message.event === "pusher:subscribe" && message.data?.channel) {
        const channel = message.data.channel;
        if (channel.startsWith("private-") && message.data.auth !== "test-key:signature") return;
        subscriptions.get(socket)?.add(channel);
        subscribed.push(channel);
        socket.send(
          JSON.stringify({ event: "pusher_internal:subscription_succeeded", channel, data: "{}" }),
        );
      }
      if (message.event === "pusher:unsubscribe" && message.data?.channel)
        subscriptions.get(socket)?.delete(message.data.channel);
    });
    socket.on("close", () => subscriptions.delete(socket));
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const port = (http.address() as AddressInfo).port;
  return {
    port,
    authEndpoint: `http://127.0.0.1:${port}/broadcasting/auth`,
    authHeaders,
    subscribed,
    publish(channel, event, payload) {
      for (const [socket, channels] of subscriptions) {
        if (channels.has(channel))
          socket.send(JSON.stringify({ event, channel, data: JSON.stringify(payload) }));
      }
    },
    dropConnections() {
      for (const socket of subscriptions.keys()) socket.terminate();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of wss.clients) socket.terminate();
        wss.close();
        http.close(() => resolve());
      }),
  };
}
