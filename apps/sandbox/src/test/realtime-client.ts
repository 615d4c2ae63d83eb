/**
 * Real realtime clients for tests: pusher-js (its Node build) and Laravel
 * Echo on top of it, pointed at a sandbox, authorising private channels at
 * its `/broadcasting/auth` with a bearer token.
 */
import Echo from "laravel-echo";
import Pusher from "pusher-js";
import type WebSocket from "ws";
import { PgFanoutBroadcaster } from "../realtime/pg-fanout.ts";
import type { PusherServer } from "../realtime/pusher-server.ts";
import type { Sandbox } from "./harness.ts";
import { pollUntil } from "./polling.ts";

/** A Pusher protocol frame as a raw WebSocket client receives it. */
export interface Frame {
  event: string;
  channel?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read loosely, as JSON
  data: any;
}

/**
 * Collects the frames a raw WebSocket client receives (`data` decoded when it is a JSON string)
 * and the code it was closed with.
 */
export function collectFrames(socket: WebSocket): {
  frames: Frame[];
  closed: () => number | undefined;
} {
  const frames: Frame[] = [];
  let closed: number | undefined;
  socket.on("message", (raw) => {
    const frame = JSON.parse(raw.toString()) as Frame;
    if (typeof frame.data === "string") frame.data = JSON.parse(frame.data);
    frames.push(frame);
  });
  socket.on("close", (code) => (closed = code));
  return { frames, closed: () => closed };
}

/** The port a sandbox listens on. */
export function portOf(sandbox: Sandbox): number {
  return Number(new URL(sandbox.base).port);
}

/**
 * The sandbox's built-in Pusher server: the broadcaster itself, or on PostgreSQL (the suite's
 * PostgreSQL run) the local server behind the LISTEN/NOTIFY fan-out.
 */
export function builtInPusherServer(sandbox: Sandbox): PusherServer {
  const broadcaster = sandbox.app.realtime.broadcaster;
  return (
    broadcaster instanceof PgFanoutBroadcaster ? broadcaster.local : broadcaster
  ) as PusherServer;
}

/**
 * What pusher-js needs to reach the sandbox's built-in Pusher server, private channels
 * authorised at `/broadcasting/auth` with `token`.
 */
function connection(sandbox: Sandbox, token?: string) {
  return {
    key: sandbox.config.pusher.key,
    cluster: "mt1",
    wsHost: "127.0.0.1",
    wsPort: portOf(sandbox),
    forceTLS: false,
    enabledTransports: ["ws" as const],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${sandbox.base}/broadcasting/auth`,
      transport: "ajax" as const,
      headers: token ? { Authorization: `Bearer ${token}`, Accept: "application/json" } : {},
    },
  };
}

/** pusher-js connected to the sandbox's built-in Pusher server. */
export function pusherClient(sandbox: Sandbox, token?: string): Pusher {
  const { key, ...options } = connection(sandbox, token);
  return new Pusher(key, options);
}

/** Laravel Echo over pusher-js (the Pusher class is passed explicitly: there is no `window`). */
export function echoClient(sandbox: Sandbox, token: string): Echo<"pusher"> {
  return new Echo({ broadcaster: "pusher", Pusher, ...connection(sandbox, token) });
}

/** Resolves when `predicate` holds, checking every 20 ms; rejects after `timeoutMs`. */
export async function until(
  predicate: () => boolean,
  timeoutMs = 5_000,
  what = "condition",
): Promise<void> {
  await pollUntil(async () => predicate(), Boolean, {
    what,
    tries: Math.ceil(timeoutMs / 20) + 1,
    everyMs: 20,
  });
}
