import type {
  RealtimeConnection,
  RealtimeConnectionState,
  RealtimeFactory,
  RealtimeHandler,
  RealtimeOptions,
  RealtimeStatusHandler,
  RealtimeSubscriptionStatus,
} from "../platform/ports.ts";

/** A subscription held by a {@link MemoryRealtimeConnection}. */
export interface MemorySubscription {
  channel: string;
  events: readonly string[];
  handler: RealtimeHandler;
  onStatus: RealtimeStatusHandler | undefined;
  active: boolean;
}

/** An in-memory realtime connection: tests deliver events and change its state. */
export interface MemoryRealtimeConnection extends RealtimeConnection {
  readonly options: RealtimeOptions;
  /** Every token the connection was given, the first from its options (null: guest). */
  readonly tokens: (string | null)[];
  readonly subscriptions: MemorySubscription[];
  /**
   * What the core did with the connection, in order: `subscribe bets`, `unsubscribe player.42`,
   * `token tok-2` (`token null` when cleared), `disconnect`.
   */
  readonly log: string[];
  readonly state: RealtimeConnectionState;
  disconnected: boolean;
  /** Delivers `event` on `channel` to active subscriptions listening for it. Returns how many got it. */
  emit(channel: string, event: string, payload: unknown): number;
  /**
   * Reports a subscription status to the active subscriptions of `channel` (each subscription
   * already hears `subscribed` right after it is made). Returns how many heard it.
   */
  report(channel: string, status: RealtimeSubscriptionStatus, details?: unknown): number;
  /** Moves the connection to a new state and notifies listeners; back to `connected`, the channels hear `subscribed` again. */
  changeState(state: RealtimeConnectionState): void;
}

/** A realtime factory that keeps every connection it made. */
export interface MemoryRealtime extends RealtimeFactory {
  (options: RealtimeOptions): MemoryRealtimeConnection;
  readonly connections: MemoryRealtimeConnection[];
  /** The newest connection that is not disconnected, if any. */
  current(): MemoryRealtimeConnection | undefined;
}

/** Creates a {@link MemoryRealtime} factory. Connections start `connected`. */
export function createMemoryRealtime(): MemoryRealtime {
  const connections: MemoryRealtimeConnection[] = [];
  const factory = (options: RealtimeOptions): MemoryRealtimeConnection => {
    const listeners = new Set<
      (current: RealtimeConnectionState, previous: RealtimeConnectionState) => void
    >();
    let state: RealtimeConnectionState = "connected";
    const connection: MemoryRealtimeConnection = {
      options,
      tokens: [options.token],
      subscriptions: [],
      log: [],
      get state() {
        return state;
      },
      disconnected: false,
      subscribe(channel, events, handler, onStatus) {
        const subscription: MemorySubscription = {
          channel,
          events,
          handler,
          onStatus,
          active: true,
        };
        connection.subscriptions.push(subscription);
        connection.log.push(`subscribe ${channel}`);
        queueMicrotask(() => {
          if (subscription.active) onStatus?.("subscribed");
        });
        return () => {
          if (subscription.active) connection.log.push(`unsubscribe ${channel}`);
          subscription.active = false;
        };
      },
      setToken(token) {
        connection.tokens.push(token);
        connection.log.push(`token ${token}`);
      },
      onStateChange(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      disconnect() {
        connection.log.push("disconnect");
        connection.disconnected = true;
        connection.changeState("disconnected");
      },
      emit(channel, event, payload) {
        const targets = connection.subscriptions.filter(
          (s) => s.active && s.channel === channel && s.events.includes(event),
        );
        for (const target of targets) target.handler(event, payload);
        return targets.length;
      },
      report(channel, status, details) {
        const targets = connection.subscriptions.filter((s) => s.active && s.channel === channel);
        for (const target of targets) target.onStatus?.(status, details);
        return targets.length;
      },
      changeState(next) {
        const previous = state;
        state = next;
        for (const listener of [...listeners]) listener(next, previous);
        // Like Pusher, a connection that comes back subscribes its channels again.
        if (next === "connected" && previous !== "connected") {
          queueMicrotask(() => {
            for (const subscription of connection.subscriptions)
              if (subscription.active) subscription.onStatus?.("subscribed");
          });
        }
      },
    };
    connections.push(connection);
    return connection;
  };
  return Object.assign(factory, {
    connections,
    current: () => [...connections].reverse().find((c) => !c.disconnected),
  });
}
