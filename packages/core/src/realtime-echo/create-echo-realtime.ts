import { channelKind } from "@casino/api";
import Echo from "laravel-echo";
import Pusher from "pusher-js";
import type {
  RealtimeConnection,
  RealtimeConnectionState,
  RealtimeOptions,
} from "../platform/ports.ts";

type EchoChannel = {
  listen(event: string, callback: (payload: unknown) => void): unknown;
  stopListening(event: string, callback?: (payload: unknown) => void): unknown;
  subscribed(callback: () => void): unknown;
  error(callback: (details: unknown) => void): unknown;
};

/**
 * The production {@link RealtimeFactory}: laravel-echo over pusher-js. Private channels (the
 * player's) are authorised at `authEndpoint` with the current bearer token, read at every
 * authorisation so that {@link RealtimeConnection.setToken} renews it without reconnecting. A guest
 * connection (token null) carries the public channels only.
 * Listeners use the leading-dot event names (events are broadcast without a namespace).
 * Connection state comes from Echo's `connector.pusher`.
 */
export function createEchoRealtime(options: RealtimeOptions): RealtimeConnection {
  let token = options.token;
  const echo = new Echo({
    broadcaster: "pusher",
    Pusher,
    key: options.key,
    cluster: options.cluster,
    wsHost: options.host,
    wsPort: options.port,
    wssPort: options.port,
    forceTLS: options.tls,
    enabledTransports: ["ws", "wss"],
    disableStats: true,
    channelAuthorization: {
      endpoint: options.authEndpoint,
      transport: "ajax",
      headersProvider: (): Record<string, string> =>
        token
          ? { Authorization: `Bearer ${token}`, Accept: "application/json" }
          : { Accept: "application/json" },
    },
  });
  const pusher = echo.connector.pusher;

  return {
    subscribe(channel, events, handler, onStatus) {
      const isPrivate = channelKind(channel) === "player";
      const target = (isPrivate
        ? echo.private(channel)
        : echo.channel(channel)) as unknown as EchoChannel;
      let active = true;
      if (onStatus) {
        target.subscribed(() => active && onStatus("subscribed"));
        target.error((details) => active && onStatus("failed", details));
      }
      const listeners = events.map((event) => {
        const callback = (payload: unknown) => handler(event, payload);
        target.listen(`.${event}`, callback);
        return { event, callback };
      });
      return () => {
        active = false;
        for (const { event, callback } of listeners) target.stopListening(`.${event}`, callback);
        echo.leaveChannel(isPrivate ? `private-${channel}` : channel);
      };
    },
    setToken(next) {
      token = next;
    },
    onStateChange(listener) {
      const onChange = (states: {
        current: RealtimeConnectionState;
        previous: RealtimeConnectionState;
      }) => listener(states.current, states.previous);
      pusher.connection.bind("state_change", onChange);
      return () => {
        pusher.connection.unbind("state_change", onChange);
      };
    },
    disconnect() {
      echo.disconnect();
    },
  };
}
