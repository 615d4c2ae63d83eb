import type {
  RealtimeConnection,
  RealtimeConnectionState,
  RealtimeFactory,
  RealtimeHandler,
  RealtimeStatusHandler,
} from "@casino/core";

interface Subscription {
  channel: string;
  events: readonly string[];
  handler: RealtimeHandler;
  onStatus?: RealtimeStatusHandler | undefined;
  off?: () => void;
}

/**
 * A realtime factory that loads the laravel-echo / pusher-js client (`@casino/core/realtime-echo`)
 * in a chunk of its own after start-up, so it stays off the critical path of `/`. Calls made before
 * the client is loaded are replayed on it.
 */
export const lazyEchoRealtime: RealtimeFactory = (options) => {
  let connection: RealtimeConnection | null = null;
  let closed = false;
  let token = options.token;
  const subscriptions = new Set<Subscription>();
  const listeners = new Set<{
    listener: (current: RealtimeConnectionState, previous: RealtimeConnectionState) => void;
    off?: () => void;
  }>();
  void import("@casino/core/realtime-echo").then(({ createEchoRealtime }) => {
    if (closed) return;
    connection = createEchoRealtime({ ...options, token });
    for (const entry of listeners) entry.off = connection.onStateChange(entry.listener);
    for (const entry of subscriptions)
      entry.off = connection.subscribe(entry.channel, entry.events, entry.handler, entry.onStatus);
  });
  return {
    subscribe(channel, events, handler, onStatus) {
      const entry: Subscription = { channel, events, handler, onStatus };
      subscriptions.add(entry);
      if (connection) entry.off = connection.subscribe(channel, events, handler, onStatus);
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
