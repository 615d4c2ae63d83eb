/**
 * Real realtime clients for tests: pusher-js (its Node build) and Laravel
 * Echo on top of it, pointed at a sandbox, authorising private channels at
 * its `/broadcasting/auth` with a bearer token.
 */
import Echo from "laravel-echo";
import Pusher from "pusher-js";
import { PgFanoutBroadcaster } from "../realtime/pg-fanout.ts";
import type { PusherServer } from "../realtime/pusher-server.ts";
import type { Sandbox } from "./harness.ts";

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

/** pusher-js connected to the sandbox's built-in Pusher server. */
export function pusherClient(sandbox: Sandbox, token?: string): Pusher {
  return new Pusher(sandbox.config.pusher.key, {
    cluster: "mt1",
    wsHost: "127.0.0.1",
    wsPort: portOf(sandbox),
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${sandbox.base}/broadcasting/auth`,
      transport: "ajax",
      headers: token ? { Authorization: `Bearer ${token}`, Accept: "application/json" } : {},
    },
  });
}

/** Laravel Echo over pusher-js (the Pusher class is passed explicitly: there is no `window`). */
export function echoClient(sandbox: Sandbox, token: string): Echo<"pusher"> {
  return new Echo({
    broadcaster: "pusher",
    Pusher,
    key: sandbox.config.pusher.key,
    cluster: "mt1",
    wsHost: "127.0.0.1",
    wsPort: portOf(sandbox),
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${sandbox.base}/broadcasting/auth`,
      transport: "ajax",
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    },
  });
}

/** Resolves when `predicate` holds, polling every 20 ms; rejects after `timeoutMs`. */
export async function until(
  predicate: () => boolean,
  timeoutMs = 5_000,
  what = "condition",
): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
