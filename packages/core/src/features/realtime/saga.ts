import {
  channelEvents,
  playerChannel,
  publicChannels,
  type RealtimeChannelKind,
} from "@casino/api";
import { buffers, eventChannel, type EventChannel, type SagaIterator, type Task } from "redux-saga";
import { call, cancel, fork, put, select, take } from "redux-saga/effects";
import type { BetFeedItem, User } from "../../api/entities.ts";
import type {
  Platform,
  RealtimeConnection,
  RealtimeConnectionState,
  RealtimeSubscriptionStatus,
} from "../../platform/ports.ts";
import { coreApi } from "../../store/core-api.ts";
import { getPlatform } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import { untilFirstPaint } from "../app/first-paint.ts";
import { liveBetsActions } from "../live-bets/slice.ts";
import { selectToken } from "../session/selectors.ts";
import { sessionActions, sessionEnded } from "../session/slice.ts";
import { selectUser } from "../user/selectors.ts";
import {
  refreshWithdrawalWorker,
  resyncPendingDepositsWorker,
} from "../wallets/transactions-saga.ts";
import { realtimeEventAction } from "./events.ts";
import { selectRealtimeChannels } from "./selectors.ts";
import { realtimeActions } from "./slice.ts";

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
        if (kind === "player" && message.status === "subscribed")
          yield call(safely(resyncPlayerChannel));
        continue;
      }
      const { event, payload } = message;
      if (kind === "player" && event === "transaction_latest_bet") {
        yield put(liveBetsActions.ownBetReceived((payload as { bet: BetFeedItem }).bet));
        continue;
      }
      const action = realtimeEventAction(event, payload);
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
export function* watchConnectionState(connection: RealtimeConnection): SagaIterator {
  const changes: EventChannel<StateChange> = yield call(stateChannel, connection);
  let wasConnected = false;
  let lost = false;
  try {
    for (;;) {
      const change: StateChange = yield take(changes);
      yield put(realtimeActions.connectionStateChanged(change));
      if (change.previous === "connected") wasConnected = true;
      if (change.current === "connected") {
        if (wasConnected && lost) yield call(refetchMissed);
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

/**
 * After a reconnect, the cached data whose events may have been missed is refetched: the rates
 * always. A signed-in player's channel subscribes anew and resyncs then ({@link
 * resyncPlayerChannel}, once its events reach the client again); without a player channel that
 * will (none yet, or its authorisation was refused) the player's data is refetched here.
 */
export function* refetchMissed(): SagaIterator {
  yield put(realtimeActions.reconnected());
  yield put(coreApi.util.invalidateTags(["Rates"]));
  const token: string | null = yield select(selectToken);
  if (!token) return;
  const user: User | null = yield select(selectUser);
  const channels: Record<string, string> = yield select(selectRealtimeChannels);
  const status = user ? channels[playerChannel(user.id)] : undefined;
  if (status === undefined || status === "failed") yield call(refetchPlayerData);
}

/**
 * The cached data that the player channel keeps current and that can change on the server while
 * the client is not listening: balances, counts and settings, bonus lists, cashback, the inbox,
 * the deposit and withdrawal history, challenges, tournaments, prizes, VIP stars and support.
 */
export const PLAYER_DATA_TAGS = [
  "Wallets",
  "GeneralSettings",
  "Bonuses",
  "Cashback",
  "Notifications",
  "Transactions",
  "Challenges",
  "Tournaments",
  "Prizes",
  "VipStars",
  "SupportConversations",
  "SupportUnread",
] as const;

/**
 * Refetches the cached data that the player channel keeps current ({@link PLAYER_DATA_TAGS}):
 * after a reconnect, and when the player channel is subscribed, since events published before
 * that were never delivered. Only cached queries are read again.
 */
export function* refetchPlayerData(): SagaIterator {
  yield put(coreApi.util.invalidateTags([...PLAYER_DATA_TAGS]));
}

/**
 * The player channel is subscribed (at sign-in and again after every reconnect): the cached data
 * is refetched, the pending deposits are read from the server (a deposit confirmed while
 * disconnected leaves the list, one seen meanwhile appears) and the withdrawal the wallet dialog
 * follows is read again.
 */
export function* resyncPlayerChannel(): SagaIterator {
  yield call(refetchPlayerData);
  yield call(resyncPendingDepositsWorker);
  yield call(refreshWithdrawalWorker);
}

/** Actions after which the token or the user may have changed. */
export const realtimeTriggers = [
  sessionActions.restored.type,
  sessionActions.loginSucceeded.type,
  sessionEnded,
  coreApi.endpoints.userInformation.matchFulfilled,
  coreApi.util.resetApiState.type,
];

/** Opens the store's one connection through the platform's realtime factory. */
export function openConnection(platform: Platform, token: string | null): RealtimeConnection {
  return platform.realtime({
    ...platform.config.pusher,
    token,
    authEndpoint: platform.config.broadcastAuthUrl,
  });
}

/**
 * Owns the one realtime connection for the life of the store (guests included): it opens when the session is restored at start-up (once the shell has painted its first frame), with the public `bets` and `rates`
 * channels, so visitors see the live
 * feeds and rates. When a token appears it becomes the bearer token of channel authorisation
 * (renewed whenever it changes), and once the signed-in user is known the private
 * `player.{id}` channel is added. Signing out removes the player channel and the token; the
 * connection stays. It is disconnected only when the saga is cancelled (`store.close()`).
 */
export function* realtimeSaga(): SagaIterator {
  const platform = yield* getPlatform();
  // The start-up sequence restores the session first: a signed-in player connects with the token.
  yield take(sessionActions.restored.type);
  // The connection (its client's code, the socket, the subscriptions) waits for the first paint.
  yield call(untilFirstPaint);
  let token: string | null = yield select(selectToken);
  const connection: RealtimeConnection = yield call(openConnection, platform, token);
  let playerTask: Task | null = null;
  let playerId: number | null = null;
  const tasks: Task[] = [];
  try {
    tasks.push(yield fork(watchConnectionState, connection));
    tasks.push(yield fork(watchChannel, connection, publicChannels.bets, "bets"));
    tasks.push(yield fork(watchChannel, connection, publicChannels.rates, "rates"));
    for (;;) {
      const user: User | null = yield select(selectUser);
      const wanted = token && user ? user.id : null;
      if (wanted !== playerId) {
        if (playerTask) yield cancel(playerTask);
        playerTask = wanted
          ? ((yield fork(watchChannel, connection, playerChannel(wanted), "player")) as Task)
          : null;
        playerId = wanted;
      }
      yield take(realtimeTriggers);
      const next: string | null = yield select(selectToken);
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
