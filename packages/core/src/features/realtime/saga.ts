import { channelEvents, playerChannel, publicChannels, type RealtimeChannelKind } from "@casino/api";
import { eventChannel, type EventChannel, type SagaIterator, type Task } from "redux-saga";
import { call, cancel, fork, put, select, take } from "redux-saga/effects";
import type { BetFeedItem, User } from "../../api/entities";
import type { Platform, RealtimeConnection, RealtimeConnectionState } from "../../platform/ports";
import { getPlatform } from "../../utils/context";
import { liveBetsActions } from "../live-bets/slice";
import { selectToken } from "../session/selectors";
import { sessionActions } from "../session/slice";
import { settingsActions } from "../settings/slice";
import { selectUser } from "../user/selectors";
import { userActions } from "../user/slice";
import { walletsActions } from "../wallets/slice";
import { realtimeEventAction } from "./events";
import { realtimeActions } from "./slice";

interface ReceivedEvent {
  event: string;
  payload: unknown;
}

/** Subscribes to one channel; the subscription ends when the channel is closed. */
export function subscriptionChannel(connection: RealtimeConnection, channel: string, kind: RealtimeChannelKind): EventChannel<ReceivedEvent> {
  return eventChannel<ReceivedEvent>((emit) => connection.subscribe(channel, channelEvents[kind], (event, payload) => emit({ event, payload })));
}

/** Turns every event of one channel into its typed action; the channel is closed in `finally`. */
export function* watchChannel(connection: RealtimeConnection, channel: string, kind: RealtimeChannelKind): SagaIterator {
  const events: EventChannel<ReceivedEvent> = yield call(subscriptionChannel, connection, channel, kind);
  try {
    for (;;) {
      const { event, payload }: ReceivedEvent = yield take(events);
      if (kind === "player" && event === "transaction_latest_bet") {
        yield put(liveBetsActions.ownBetReceived((payload as { bet: BetFeedItem }).bet));
        continue;
      }
      const action = realtimeEventAction(event, payload);
      if (action) yield put(action);
    }
  } finally {
    events.close();
  }
}

interface StateChange {
  current: RealtimeConnectionState;
  previous: RealtimeConnectionState;
}

/** Connection state changes as a channel. */
export function stateChannel(connection: RealtimeConnection): EventChannel<StateChange> {
  return eventChannel<StateChange>((emit) => connection.onStateChange((current, previous) => emit({ current, previous })));
}

/**
 * Reports connection states; when the connection comes back after a loss, balances and counts
 * are refetched so that nothing missed meanwhile is lost.
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
        if (wasConnected && lost) {
          yield put(realtimeActions.reconnected());
          yield put(walletsActions.loadRequested());
          yield put(settingsActions.loadRequested());
        }
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

/** Actions after which the token or the user may have changed. */
export const realtimeTriggers = [
  sessionActions.restored.type,
  sessionActions.loginSucceeded.type,
  sessionActions.loggedOut.type,
  sessionActions.unauthorized.type,
  sessionActions.tokenRevokedByCountryBlock.type,
  userActions.fetched.type,
];

function openConnection(platform: Platform, token: string): RealtimeConnection {
  return platform.realtime({ ...platform.config.pusher, token, authEndpoint: platform.config.broadcastAuthUrl });
}

/**
 * Owns the one realtime connection (spec section 4): created with the token, the bearer token
 * renewed when it changes, disconnected and removed when it empties. The player's private channel
 * follows the signed-in user; the public `bets` and `rates` channels live with the connection.
 */
export function* realtimeSaga(): SagaIterator {
  const platform = yield* getPlatform();
  let connection: RealtimeConnection | null = null;
  let connectionTasks: Task[] = [];
  let playerTask: Task | null = null;
  let playerId: number | null = null;
  let currentToken: string | null = null;
  try {
    for (;;) {
      const token: string | null = yield select(selectToken);
      const user: User | null = yield select(selectUser);
      if (!token && connection) {
        if (playerTask) yield cancel(playerTask);
        yield cancel(connectionTasks);
        connection.disconnect();
        connection = null;
        connectionTasks = [];
        playerTask = null;
        playerId = null;
        yield put(realtimeActions.closed());
      } else if (token && !connection) {
        connection = openConnection(platform, token);
        connectionTasks = [
          (yield fork(watchConnectionState, connection)) as Task,
          (yield fork(watchChannel, connection, publicChannels.bets, "bets")) as Task,
          (yield fork(watchChannel, connection, publicChannels.rates, "rates")) as Task,
        ];
      } else if (token && connection && token !== currentToken) {
        connection.setToken(token);
      }
      currentToken = token;
      const wantedPlayer = connection && user ? user.id : null;
      if (connection && wantedPlayer !== playerId) {
        if (playerTask) yield cancel(playerTask);
        playerTask = wantedPlayer ? ((yield fork(watchChannel, connection, playerChannel(wantedPlayer), "player")) as Task) : null;
        playerId = wantedPlayer;
      }
      yield take(realtimeTriggers);
    }
  } finally {
    connection?.disconnect();
  }
}
