import type { RealtimeConnection, RealtimeConnectionState, RealtimeFactory, RealtimeHandler } from "@casino/core";

/**
 * A realtime factory that loads the laravel-echo / pusher-js client (`@casino/core/realtime-echo`)
 * only when a signed-in session first connects, so it stays off the critical path of `/`. Calls
 * made before the client is loaded are replayed on it.
 */
export const lazyEchoRealtime: RealtimeFactory = (options) => {
  let connection: RealtimeConnection | null = null;
  let closed = false;
  let token = options.token;
  const subscriptions = new Set<{ channel: string; events: readonly string[]; handler: RealtimeHandler; off?: () => void }>();
  const listeners = new Set<{ listener: (current: RealtimeConnectionState, previous: RealtimeConnectionState) => void; off?: () => void }>();
  void import("@casino/core/realtime-echo").then(({ createEchoRealtime }) => {
    if (closed) return;
    connection = createEchoRealtime({ ...options, token });
    for (const entry of listeners) entry.off = connection.onStateChange(entry.listener);
    for (const entry of subscriptions) entry.off = connection.subscribe(entry.channel, entry.events, entry.handler);
  });
  return {
    subscribe(channel, events, handler) {
      const entry: { channel: string; events: readonly string[]; handler: RealtimeHandler; off?: () => void } = { channel, events, handler };
      subscriptions.add(entry);
      if (connection) entry.off = connection.subscribe(channel, events, handler);
      return () => {
        subscriptions.delete(entry);
        entry.off?.();
      };
    },
    setToken(next) {
      token = next;
      connection?.setToken(next);
    },
    onStateChange(listener) {
      const entry: { listener: typeof listener; off?: () => void } = { listener };
      listeners.add(entry);
      if (connection) entry.off = connection.onStateChange(listener);
      return () => {
        listeners.delete(entry);
        entry.off?.();
      };
    },
    disconnect() {
      closed = true;
      connection?.disconnect();
    },
  };
};
