import type { SagaIterator } from "redux-saga";
import { call, delay, put, race, select, take } from "redux-saga/effects";
import type { Action, UnknownAction } from "@reduxjs/toolkit";
import { toRequestError } from "../../api/request-error.ts";
import type { UserWallet } from "../../api/entities.ts";
import { sessionEnded } from "../session/slice.ts";
import { selectWallets } from "../wallets/selectors.ts";
import { originalsApi, type OriginalsBet } from "./api.ts";
import { autoBetActions, selectAutoBet, type AutoBetSliceState } from "./auto-bet-slice.ts";
import { nextAutoBet, startAutoBet } from "./bet-math.ts";
import { revealHoldActions } from "./reveal-hold.ts";

/** How long a bet's animation may take before the next bet goes anyway (a hidden tab). */
export const AUTO_BET_SHOW_TIMEOUT_MS = 10_000;

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

type Started = ReturnType<typeof autoBetActions.started>;

function placeBet(start: Started["payload"], amount: string): UnknownAction {
  const body = { ...start.params, entity_wallet_code: start.entityWalletCode, amount };
  // Each endpoint takes its own game's body; `start.game` and `start.params` belong together.
  return (endpoints[start.game].initiate as unknown as (arg: unknown) => UnknownAction)(body);
}

const shownOf = (id: number) => (action: Action) =>
  autoBetActions.resultShown.match(action) && action.payload.id === id;

let holds = 0;

/** Holds the shown balance of the session's wallet until the bet's reveal ended. */
function* holdBalance(code: string): SagaIterator<string> {
  const id = `auto-bet:${++holds}`;
  const wallets = (yield select(selectWallets)) as UserWallet[];
  const wallet = wallets.find((w) => w.entity_wallet_code === code);
  if (wallet) yield put(revealHoldActions.revealStarted({ id, code, balance: wallet.balance }));
  return id;
}

/**
 * One auto-bet session: bets at the stake the strategy gives, each shown by the screen before
 * the next (the shown balance waits for each reveal); ends on the bet count, the profit or loss
 * limit, a stop asked for (after the bet in the air) or a refused bet.
 */
export function* runAutoBet(action: Started): SagaIterator {
  const start = action.payload;
  let state = startAutoBet(start.amount);
  for (;;) {
    const hold = (yield call(holdBalance, start.entityWalletCode)) as string;
    let bet: OriginalsBet;
    try {
      const request = (yield put(placeBet(start, state.amount))) as MutationRequest;
      try {
        bet = (yield call([request, request.unwrap])) as OriginalsBet;
      } catch (error) {
        yield put(autoBetActions.ended({ end: "error", error: toRequestError(error) }));
        return;
      }
      yield put(autoBetActions.betSettled({ bet }));
      yield race({
        shown: take(shownOf(bet.id)),
        stop: take(autoBetActions.stopRequested.type),
        timeout: delay(AUTO_BET_SHOW_TIMEOUT_MS),
      });
    } finally {
      yield put(revealHoldActions.revealEnded({ id: hold }));
    }
    const next = nextAutoBet(state, start.strategy, bet, start.decimals);
    state = next.state;
    yield put(
      autoBetActions.progressed({
        played: state.played,
        profit: state.profit,
        amount: state.amount,
      }),
    );
    const session = (yield select(selectAutoBet)) as AutoBetSliceState;
    const end = next.stop ?? (session.stopRequested ? "manual" : null);
    if (end) {
      yield put(autoBetActions.ended({ end }));
      return;
    }
  }
}

/**
 * Runs one auto-bet session at a time; leaving the game's screen or signing out (or a 401)
 * ends it at once (the bet in the air still settles on the server).
 */
export function* autoBetSaga(): SagaIterator {
  for (;;) {
    const start = (yield take(autoBetActions.started.type)) as Started;
    const outcome = (yield race({
      run: call(runAutoBet, start),
      left: take(autoBetActions.left.type),
      signedOut: take(sessionEnded),
    })) as { run?: unknown; left?: unknown; signedOut?: unknown };
    if (outcome.left) yield put(autoBetActions.ended({ end: "left" }));
    else if (outcome.signedOut) yield put(autoBetActions.ended({ end: "signedOut" }));
  }
}
