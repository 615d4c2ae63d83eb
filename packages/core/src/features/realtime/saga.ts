import {
  channelEvents,
  playerChannel,
  publicChannels,
  type RealtimeChannelKind,
} from "@casino/api";
import { buffers, eventChannel, type EventChannel, type SagaIterator, type Task } from "redux-saga";
import { call, cancel, fork, put, select, take, type ActionPattern } from "redux-saga/effects";
import type {
  Platform,
  RealtimeConnection,
  RealtimeConnectionState,
  RealtimeSubscriptionStatus,
} from "../../platform/ports.ts";
import type { RootState } from "../../store/root-reducer.ts";
import { getPlatform } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import { realtimeEventAction } from "./events.ts";
import { selectRealtimeChannels } from "./selectors.ts";
import { realtimeActions } from "./slice.ts";

/**
 * What the transport is told by the store that composes it (`store/realtime-wiring.ts`); it knows
 * no feature itself.
 */
export interface RealtimeWiring {
  /** Runs until the connection may open (start-up restored the session, the first frame painted). */
  ready: () => SagaIterator;
  /** The bearer token of channel authorisation and the signed-in player whose channel to join. */
  credentials: (state: RootState) => { token: string | null; playerId: number | null };
  /** Actions after which the credentials may have changed. */
  credentialChanges: ActionPattern;
  /**
   * What the client may have missed while it was not listening to the player channel, read again
   * in order each time the channel is (re)subscribed, before its buffered events apply; a failure
   * of one is logged and the others still run.
   */
  resync: readonly (() => SagaIterator)[];
}

/** What a subscription delivers: an event, or news of the subscription itself. */
export type ChannelMessage =
  | { type: "event"; event: string; payload: unknown }
  | { type: "status"; status: RealtimeSubscriptionStatus; details?: unknown };

/**
 * Subscribes to one channel; the subscription ends when the channel is closed. Messages are
 * buffered so that a burst (`wallet_balance` then `all_wallet_balances`) is never dropped.
 */
export function subscriptionChannel(
  connection: RealtimeConnection,
  channel: string,
  kind: RealtimeChannelKind,
): EventChannel<ChannelMessage> {
  return eventChannel<ChannelMessage>(
    (emit) =>
      connection.subscribe(
        channel,
        channelEvents[kind],
        (event, payload) => emit({ type: "event", event, payload }),
        (status, details) => emit({ type: "status", status, details }),
      ),
    buffers.expanding<ChannelMessage>(16),
  );
}

/**
 * Turns every event of one channel into its typed action and reports the subscription's status
 * (a refused authorisation is logged); the channel is closed and left in `finally`.
 */
export function* watchChannel(
  connection: RealtimeConnection,
  channel: string,
  kind: RealtimeChannelKind,
  resync: RealtimeWiring["resync"] = [],
): SagaIterator {
  const platform = yield* getPlatform();
  yield put(realtimeActions.channelStatusChanged({ channel, status: "subscribing" }));
  const messages: EventChannel<ChannelMessage> = yield call(
    subscriptionChannel,
    connection,
    channel,
    kind,
  );
  try {
    for (;;) {
      const message: ChannelMessage = yield take(messages);
      if (message.type === "status") {
        if (message.status === "failed")
          platform.logger.warn(`realtime: subscription to ${channel} failed`, message.details);
        yield put(realtimeActions.channelStatusChanged({ channel, status: message.status }));
        // What changed between loading the player's data and this subscription (the first, or
        // the one after a reconnect) was not delivered. Read before the buffered events apply; a
        // failure is logged and never ends the subscription.
        if (kind === "player" && message.status === "subscribed") yield call(runResync, resync);
        continue;
      }
      const action = realtimeEventAction(message.event, message.payload, kind);
      if (action) yield put(action);
    }
  } finally {
    messages.close();
    yield put(realtimeActions.channelLeft({ channel }));
  }
}

interface StateChange {
  current: RealtimeConnectionState;
  previous: RealtimeConnectionState;
}

/** Connection state changes as a channel (buffered like the subscriptions). */
export function stateChannel(connection: RealtimeConnection): EventChannel<StateChange> {
  return eventChannel<StateChange>(
    (emit) => connection.onStateChange((current, previous) => emit({ current, previous })),
    buffers.expanding<StateChange>(8),
  );
}

/**
 * Reports connection states; when the connection comes back after a loss, what may have been
 * missed meanwhile is refetched: rates for everyone, balances and counts when signed in.
 */
export function* watchConnectionState(
  connection: RealtimeConnection,
  wiring: Pick<RealtimeWiring, "credentials" | "resync">,
): SagaIterator {
  const changes: EventChannel<StateChange> = yield call(stateChannel, connection);
  let wasConnected = false;
  let lost = false;
  try {
    for (;;) {
      const change: StateChange = yield take(changes);
      yield put(realtimeActions.connectionStateChanged(change));
      if (change.previous === "connected") wasConnected = true;
      if (change.current === "connected") {
        if (wasConnected && lost) yield call(refetchMissed, wiring);
        wasConnected = true;
        lost = false;
      } else if (wasConnected && change.current !== "disconnected") {
        lost = true;
      }
    }
  } finally {
    changes.close();
  }
}

/** Runs each resync in order; one failing (logged by `safely`) does not stop the next. */
export function* runResync(resync: RealtimeWiring["resync"]): SagaIterator {
  for (const step of resync) yield call(safely(step));
}

/**
 * After a reconnect (`reconnected`: features refetch what everyone may have missed, the rates).
 * A signed-in player's channel subscribes anew and resyncs then, once its events reach the client
 * again; without a player channel that will (none yet, or its authorisation was refused) the
 * resync runs here.
 */
export function* refetchMissed(
  wiring: Pick<RealtimeWiring, "credentials" | "resync">,
): SagaIterator {
  yield put(realtimeActions.reconnected());
  const { token, playerId } = (yield select(wiring.credentials)) as ReturnType<
    RealtimeWiring["credentials"]
  >;
  if (!token) return;
  const channels: Record<string, string> = yield select(selectRealtimeChannels);
  const status = playerId !== null ? channels[playerChannel(playerId)] : undefined;
  if (status === undefined || status === "failed") yield call(runResync, wiring.resync);
}

/** Opens the store's one connection through the platform's realtime factory. */
export function openConnection(platform: Platform, token: string | null): RealtimeConnection {
  return platform.realtime({
    ...platform.config.pusher,
    token,
    authEndpoint: platform.config.broadcastAuthUrl,
  });
}

/**
 * Owns the one realtime connection for the life of the store (guests included): it opens once
 * `wiring.ready` returns, with the public `bets` and `rates` channels, so visitors see the live
 * feeds and rates. Every event becomes its typed action (`realtimeEventActions`, with the channel
 * kind in `meta`), which the features reduce. When a token appears it becomes the bearer token of
 * channel authorisation (renewed whenever it changes), and once the player is known the private
 * `player.{id}` channel is added. Signing out removes the player channel and the token; the
 * connection stays. It is disconnected only when the saga is cancelled (`store.close()`).
 */
export function* realtimeSaga(wiring: RealtimeWiring): SagaIterator {
  const platform = yield* getPlatform();
  yield call(wiring.ready);
  type Credentials = ReturnType<RealtimeWiring["credentials"]>;
  let { token } = (yield select(wiring.credentials)) as Credentials;
  const connection: RealtimeConnection = yield call(openConnection, platform, token);
  let playerTask: Task | null = null;
  let playerId: number | null = null;
  const tasks: Task[] = [];
  try {
    tasks.push(yield fork(watchConnectionState, connection, wiring));
    tasks.push(yield fork(watchChannel, connection, publicChannels.bets, "bets"));
    tasks.push(yield fork(watchChannel, connection, publicChannels.rates, "rates"));
    for (;;) {
      const current = (yield select(wiring.credentials)) as Credentials;
      const wanted = token ? current.playerId : null;
      if (wanted !== playerId) {
        if (playerTask) yield cancel(playerTask);
        playerTask =
          wanted !== null
            ? ((yield fork(
                watchChannel,
                connection,
                playerChannel(wanted),
                "player",
                wiring.resync,
              )) as Task)
            : null;
        playerId = wanted;
      }
      yield take(wiring.credentialChanges);
      const next = ((yield select(wiring.credentials)) as Credentials).token;
      if (next !== token) {
        // Before any new subscription: the player channel below is authorised with it.
        connection.setToken(next);
        token = next;
      }
    }
  } finally {
    // Channels are left before the socket closes.
    yield cancel(playerTask ? [playerTask, ...tasks] : tasks);
    connection.disconnect();
    yield put(realtimeActions.closed());
  }
}
