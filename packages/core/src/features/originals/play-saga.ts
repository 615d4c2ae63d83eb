import type { SagaIterator } from "redux-saga";
import { call, delay, put, race, select, take, takeEvery } from "redux-saga/effects";
import type { Action, UnknownAction } from "@reduxjs/toolkit";
import { toRequestError, type RequestError } from "../../api/request-error.ts";
import { coreApi } from "../../store/core-api.ts";
import { selectIsLoggedIn, sessionEnded } from "../session/index.ts";
import { originalsApi, type OriginalsBet } from "./api.ts";
import {
  funSeeds,
  playFunRound,
  startFunSession,
  type FunRefusal,
  type FunSession,
  type PlayedBet,
} from "./fun-mode.ts";
import { FUN_WALLET_CODE, funActions, selectFunBalance, selectFunSession } from "./fun-slice.ts";
import {
  playActions,
  selectAutoBet,
  selectBetsInPlay,
  type AutoBetSliceState,
  type BetInPlay,
  type BetRequest,
} from "./play-slice.ts";
import { nextAutoBet, startAutoBet } from "./bet-math.ts";
import { revealHoldActions } from "./reveal-hold.ts";

/** How long a bet's reveal may take before the saga stops waiting for it (a hidden tab). */
export const BET_SHOW_TIMEOUT_MS = 10_000;

/** The part of an RTK Query mutation request the saga uses. */
interface MutationRequest {
  unwrap(): Promise<OriginalsBet>;
}

const endpoints = {
  dice: originalsApi.endpoints.placeDiceBet,
  limbo: originalsApi.endpoints.placeLimboBet,
  plinko: originalsApi.endpoints.placePlinkoBet,
  keno: originalsApi.endpoints.placeKenoBet,
} as const;

function placeBet(request: BetRequest): UnknownAction {
  const body = {
    ...request.params,
    entity_wallet_code: request.entityWalletCode,
    amount: request.amount,
  };
  // Each endpoint takes its own game's body; `request.game` and `request.params` belong together.
  return (endpoints[request.game].initiate as unknown as (arg: unknown) => UnknownAction)(body);
}

const shownOf = (id: number) => (action: Action) =>
  playActions.resultShown.match(action) && action.payload.id === id;

let holds = 0;

const selectCachedWallets = coreApi.endpoints.userWallets.select();

/**
 * Holds the shown balance of the bet's wallet (the fun balance for a fun round) until the bet's
 * reveal ended. The cached balance is the shown one unless a hold already keeps an older one.
 */
function* holdBalance(code: string, fun: boolean): SagaIterator<string> {
  const id = `play:${++holds}`;
  if (fun) {
    const balance = (yield select(selectFunBalance)) as string;
    yield put(revealHoldActions.revealStarted({ id, code: FUN_WALLET_CODE, balance }));
    return id;
  }
  const wallets = ((yield select(selectCachedWallets)) as ReturnType<typeof selectCachedWallets>)
    .data;
  const wallet = wallets?.find((w) => w.entity_wallet_code === code);
  if (wallet) yield put(revealHoldActions.revealStarted({ id, code, balance: wallet.balance }));
  return id;
}

/** A new fun session over fresh fun seeds (`funSeeds.draw`). */
export function* newFunSession(): SagaIterator<FunSession> {
  const seeds = (yield call([funSeeds, funSeeds.draw])) as ReturnType<typeof funSeeds.draw>;
  const session = startFunSession(seeds.serverSeed, seeds.clientSeed);
  yield put(funActions.sessionStarted(session));
  return session;
}

/** The guest's fun session, drawn on the first fun round of the visit. */
export function* currentFunSession(): SagaIterator<FunSession> {
  const session = (yield select(selectFunSession)) as FunSession | null;
  return session ?? ((yield call(newFunSession)) as FunSession);
}

/** A fun round's refusal as the screen reads refusals (the server's keys). */
export function funRefusal(reason: FunRefusal): RequestError {
  return { status: 422, message: reason, code: reason, fieldErrors: {} };
}

/** Whether a bet is a fun round: the fun wallet's, or a guest's (who has no real money). */
function* isFun(request: BetRequest): SagaIterator<boolean> {
  if (request.entityWalletCode === FUN_WALLET_CODE) return true;
  return !((yield select(selectIsLoggedIn)) as boolean);
}

/** A real bet on the server: the settled bet, or why it was refused. */
function* serverBet(request: BetRequest): SagaIterator<Played> {
  const mutation = (yield put(placeBet(request))) as MutationRequest;
  try {
    return { bet: (yield call([mutation, mutation.unwrap])) as OriginalsBet };
  } catch (thrown) {
    return { error: toRequestError(thrown) };
  }
}

/** A fun round in the browser: the fun session moves at once (its shown balance waits). */
function* funBet(request: BetRequest): SagaIterator<Played> {
  const session = (yield call(currentFunSession)) as FunSession;
  const played = playFunRound(session, request, request.amount);
  if ("error" in played) return { error: funRefusal(played.error) };
  yield put(funActions.sessionMoved(played.session));
  return { bet: played.bet };
}

/** How one bet ended: settled (and shown, or its wait ended) or refused. */
type Played = { bet: PlayedBet } | { error: RequestError };

/**
 * One bet, manual or auto: the wallet's shown balance is held, the bet goes to the server (a fun
 * round is played in the browser), the settled bet waits for the screen's `resultShown` (at most
 * {@link BET_SHOW_TIMEOUT_MS}, or until `endWait`), then the balance moves. A refusal stays in
 * the state for the screen.
 */
export function* playBet(requestId: string, request: BetRequest, endWait?: string): SagaIterator {
  const fun = (yield call(isFun, request)) as boolean;
  const hold = (yield call(holdBalance, request.entityWalletCode, fun)) as string;
  try {
    const played = (yield call(fun ? funBet : serverBet, request)) as Played;
    if ("error" in played) {
      yield put(playActions.betRefused({ requestId, error: played.error }));
      return played;
    }
    const { bet } = played;
    yield put(playActions.betSettled({ requestId, bet }));
    yield race({
      shown: take(shownOf(bet.id)),
      timeout: delay(BET_SHOW_TIMEOUT_MS),
      ...(endWait ? { ended: take(endWait) } : {}),
    });
    return { bet } satisfies Played;
  } finally {
    yield put(revealHoldActions.revealEnded({ id: hold }));
    yield put(playActions.betClosed({ requestId }));
  }
}

type Requested = ReturnType<typeof playActions.betRequested>;

/** A manual bet (unless the slice turned it away); leaving the screen or signing out drops it. */
function* manualBet(action: Requested): SagaIterator {
  const { requestId } = action.meta;
  const bets = (yield select(selectBetsInPlay)) as BetInPlay[];
  if (!bets.some((b) => b.requestId === requestId)) return;
  yield race({
    play: call(playBet, requestId, action.payload),
    left: take(playActions.left.type),
    signedOut: take(sessionEnded),
  });
}

type Started = ReturnType<typeof playActions.started>;

let autoRequests = 0;

/**
 * One auto-bet session: bets at the stake the strategy gives, each shown by the screen before
 * the next (the shown balance waits for each reveal); ends on the bet count, the profit or loss
 * limit, a stop asked for (after the bet in the air) or a refused bet.
 */
export function* runAutoBet(action: Started): SagaIterator {
  const start = action.payload;
  let state = startAutoBet(start.amount);
  for (;;) {
    const requestId = `auto:${++autoRequests}`;
    yield put(playActions.autoBetPlaced({ requestId, game: start.game }));
    const played = (yield call(
      playBet,
      requestId,
      { ...start, amount: state.amount },
      playActions.stopRequested.type,
    )) as Played;
    if ("error" in played) {
      yield put(playActions.ended({ end: "error", error: played.error }));
      return;
    }
    const next = nextAutoBet(state, start.strategy, played.bet, start.decimals);
    state = next.state;
    yield put(
      playActions.progressed({ played: state.played, profit: state.profit, amount: state.amount }),
    );
    const session = (yield select(selectAutoBet)) as AutoBetSliceState;
    const end = next.stop ?? (session.stopRequested ? "manual" : null);
    if (end) {
      yield put(playActions.ended({ end }));
      return;
    }
  }
}

/** Auto-bet sessions, one at a time; leaving the game's screen or signing out ends one at once. */
function* autoBets(): SagaIterator {
  for (;;) {
    const start = (yield take(playActions.started.type)) as Started;
    const session = (yield select(selectAutoBet)) as AutoBetSliceState;
    if (!session.running) continue; // turned away by the slice (a manual bet in the air)
    const outcome = (yield race({
      run: call(runAutoBet, start),
      left: take(playActions.left.type),
      signedOut: take(sessionEnded),
    })) as { run?: unknown; left?: unknown; signedOut?: unknown };
    if (outcome.left) yield put(playActions.ended({ end: "left" }));
    else if (outcome.signedOut) yield put(playActions.ended({ end: "signedOut" }));
  }
}

/** A refill: a new fun session (the starting balance, new fun seeds). */
function* refill(): SagaIterator {
  yield call(newFunSession);
}

/**
 * The one owner of the originals' one-shot bets, manual and auto, real and fun: each bet is requested here,
 * settled, handed to the screen to reveal (`resultShown`), and only then moves the shown balance
 * and lets the next auto bet go. The bet in the air when the screen is left still settles on the
 * server. A fun round (a guest) is computed here from the fun session (`playFunRound`) instead
 * of calling the server, and is revealed and held the same way.
 */
export function* playSaga(): SagaIterator {
  yield takeEvery(playActions.betRequested.type, manualBet);
  yield takeEvery(funActions.refillRequested.type, refill);
  yield call(autoBets);
}
