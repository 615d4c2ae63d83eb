import { createSlice, type Action, type PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import { delay, put, race, take, takeEvery } from "redux-saga/effects";
import { sessionEnded } from "../session/index.ts";

/**
 * The longest an original's reveal may hold the shown balance: a reveal that never says it
 * ended (a hidden tab pauses animations, a screen torn down mid-round) releases it then.
 */
export const REVEAL_HOLD_CAP_MS = 5_000;

/** One reveal in progress: the wallet whose shown balance waits for it, and that balance. */
export interface RevealHold {
  id: string;
  code: string;
  /** The balance shown until every reveal of this wallet ended (the one before the first). */
  balance: string;
}

/** The reveals in progress (client state: what the screen shows, not what the server holds). */
export interface RevealHoldState {
  holds: RevealHold[];
}

export const initialRevealHoldState: RevealHoldState = { holds: [] };

/**
 * While an original's reveal runs (the dice marker slides, the limbo counter climbs, the plinko
 * ball falls), the balance shown for its wallet stays the one from before the bet, so that the
 * header does not give the result away when the server's balance event arrives; it moves when
 * the reveal ends (`revealEnded`) or, at the latest, after {@link REVEAL_HOLD_CAP_MS}.
 */
export const revealHoldSlice = createSlice({
  name: "revealHold",
  initialState: initialRevealHoldState,
  reducers: {
    /** A reveal starts: `balance` is the one shown now (kept if the wallet is already held). */
    revealStarted(state, action: PayloadAction<RevealHold>) {
      const { id, code } = action.payload;
      if (state.holds.some((h) => h.id === id)) return;
      const held = state.holds.find((h) => h.code === code);
      state.holds.push({ id, code, balance: held ? held.balance : action.payload.balance });
    },
    /** A reveal ended (or its cap passed): once none is left, the wallet shows its balance. */
    revealEnded(state, action: PayloadAction<{ id: string }>) {
      state.holds = state.holds.filter((h) => h.id !== action.payload.id);
    },
  },
  extraReducers: (builder) => {
    const clear = () => initialRevealHoldState;
    builder.addMatcher(sessionEnded, clear);
  },
});

/** Reveal hold action creators. */
export const revealHoldActions = revealHoldSlice.actions;

/** The reveals in progress. */
export const selectRevealHolds = (state: { revealHold: RevealHoldState }) => state.revealHold.holds;

/** Whether a reveal holds the shown balance of a wallet. */
export const selectBalanceHeld = (state: { revealHold: RevealHoldState }, code: string) =>
  state.revealHold.holds.some((h) => h.code === code);

const endedOf = (id: string) => (action: Action) =>
  revealHoldActions.revealEnded.match(action) && action.payload.id === id;

/** Releases one hold at its cap unless the screen ended it first. */
export function* capRevealHold(
  action: ReturnType<typeof revealHoldActions.revealStarted>,
): SagaIterator {
  const { id } = action.payload;
  const outcome = (yield race({ ended: take(endedOf(id)), cap: delay(REVEAL_HOLD_CAP_MS) })) as {
    cap?: true;
  };
  if (outcome.cap) yield put(revealHoldActions.revealEnded({ id }));
}

/** Every hold ends by its cap at the latest: the shown balance can never stick. */
export function* revealHoldSaga(): SagaIterator {
  yield takeEvery(revealHoldActions.revealStarted.type, capRevealHold);
}
