import type { SagaIterator } from "redux-saga";
import { call, put, select, takeEvery } from "redux-saga/effects";
import type { UnknownAction } from "@reduxjs/toolkit";
import { toRequestError } from "../../api/request-error.ts";
import { selectIsLoggedIn } from "../session/index.ts";
import { originalsApi, type MinesRound } from "./api.ts";
import {
  cashOutFunMines,
  creditFunMines,
  revealFunMines,
  startFunMines,
  type FunMinesRound,
  type FunSession,
} from "./fun-mode.ts";
import { FUN_WALLET_CODE, funActions } from "./fun-slice.ts";
import { minesActions, selectMines, type MinesState, type MinesView } from "./mines-slice.ts";
import { currentFunSession, funRefusal } from "./play-saga.ts";

/** The part of an RTK Query request the saga uses. */
interface Request<T> {
  unwrap(): Promise<T>;
}

/** A real move on the server: the round after it, or the refusal put for the screen. */
function* serverMove(requestId: string, initiated: unknown): SagaIterator {
  // An RTK Query thunk: `put` dispatches it and gives back its request.
  const request = (yield put(initiated as UnknownAction)) as Request<MinesRound | null>;
  try {
    const round = (yield call([request, request.unwrap])) as MinesRound;
    yield put(minesActions.moved({ requestId, round, fun: null }));
  } catch (thrown) {
    yield put(minesActions.refused({ requestId, error: toRequestError(thrown) }));
  }
}

/** The fun round as the board shows it (its mines only once it ended). */
function funView({ hidden: _hidden, ...round }: FunMinesRound): MinesView {
  return round;
}

/** A fun move: the round after it; an ended round pays into the fun session at once. */
function* funMove(requestId: string, round: FunMinesRound): SagaIterator {
  if (round.status !== "active") {
    const session = (yield call(currentFunSession)) as FunSession;
    yield put(funActions.sessionMoved(creditFunMines(session, round)));
  }
  yield put(minesActions.moved({ requestId, round: funView(round), fun: round }));
}

/** The move the slice accepted (the one in `pending`), or null when it turned it away. */
function* accepted(requestId: string): SagaIterator<MinesState | null> {
  const state = (yield select(selectMines)) as MinesState;
  return state.pending?.requestId === requestId ? state : null;
}

type Start = ReturnType<typeof minesActions.startRequested>;

/** A new round: on the server, or (the fun wallet, a guest) from the fun session. */
function* start(action: Start): SagaIterator {
  const { requestId } = action.meta;
  if (!((yield call(accepted, requestId)) as MinesState | null)) return;
  const { entityWalletCode, amount, mines } = action.payload;
  const loggedIn = (yield select(selectIsLoggedIn)) as boolean;
  if (entityWalletCode !== FUN_WALLET_CODE && loggedIn) {
    const body = { entity_wallet_code: entityWalletCode, amount, mines };
    yield call(serverMove, requestId, originalsApi.endpoints.startMinesRound.initiate(body));
    return;
  }
  const session = (yield call(currentFunSession)) as FunSession;
  const started = startFunMines(session, mines, amount);
  if ("error" in started) {
    yield put(minesActions.refused({ requestId, error: funRefusal(started.error) }));
    return;
  }
  yield put(funActions.sessionMoved(started.session));
  yield call(funMove, requestId, started.round);
}

type Reveal = ReturnType<typeof minesActions.revealRequested>;

function* reveal(action: Reveal): SagaIterator {
  const { requestId } = action.meta;
  const state = (yield call(accepted, requestId)) as MinesState | null;
  if (!state) return;
  const { tile } = action.payload;
  if (state.fun) yield call(funMove, requestId, revealFunMines(state.fun, tile));
  else yield call(serverMove, requestId, originalsApi.endpoints.revealMinesTile.initiate(tile));
}

type CashOut = ReturnType<typeof minesActions.cashOutRequested>;

function* cashOut(action: CashOut): SagaIterator {
  const { requestId } = action.meta;
  const state = (yield call(accepted, requestId)) as MinesState | null;
  if (!state) return;
  if (state.fun) yield call(funMove, requestId, cashOutFunMines(state.fun));
  else yield call(serverMove, requestId, originalsApi.endpoints.cashOutMinesRound.initiate());
}

/** The screen opened: a player's round still in play on the server comes back. */
function* restore(): SagaIterator {
  if (!((yield select(selectIsLoggedIn)) as boolean)) return;
  const initiated = originalsApi.endpoints.getMinesRound.initiate(undefined, {
    subscribe: false,
    forceRefetch: true,
  });
  const request = (yield put(initiated as unknown as UnknownAction)) as Request<MinesRound | null>;
  try {
    const round = (yield call([request, request.unwrap])) as MinesRound | null;
    if (round?.status === "active") yield put(minesActions.restored(round));
  } catch {
    // No round to restore (the player starts a new one).
  }
}

/**
 * The one owner of the mines round: each move the screen asks for (start, reveal a tile, cash
 * out) is played here, on the server for a player, from the fun session for a guest, and the
 * round after it goes to the slice. The stake leaves the balance at the start and the payout
 * comes back at the end (the server's `wallet_balance` event; the fun session at once): a
 * tile's reveal is immediate, so nothing waits for it.
 */
export function* minesSaga(): SagaIterator {
  yield takeEvery(minesActions.opened.type, restore);
  yield takeEvery(minesActions.startRequested.type, start);
  yield takeEvery(minesActions.revealRequested.type, reveal);
  yield takeEvery(minesActions.cashOutRequested.type, cashOut);
}
