import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { FUN_BALANCE_START, type FunSession } from "./fun-mode.ts";
import type { RevealHoldState } from "./reveal-hold.ts";

/** The wallet code of fun money: a bet with it is a fun round, played in the browser. */
export const FUN_WALLET_CODE = "FUN";

/** A guest's fun money: the fun session (balance, fun seeds, nonce), none before the first round. */
export interface FunState {
  session: FunSession | null;
}

export const initialFunState: FunState = { session: null };

/**
 * The fun session of a guest, for the visit (a reload starts again at {@link FUN_BALANCE_START}).
 * The play saga draws its fun seeds (`sessionStarted`), moves it with each fun round
 * (`sessionMoved`) and starts a new one when the screen asks for a refill (`refillRequested`).
 * Its shown balance waits for each round's reveal like a real wallet's (the `FUN` reveal hold).
 */
export const funSlice = createSlice({
  name: "originalsFun",
  initialState: initialFunState,
  reducers: {
    /** The screen asks for a new fun session (a refill: the starting balance, new fun seeds). */
    refillRequested() {},
    /** A new fun session (the saga drew its seeds). */
    sessionStarted(state, action: PayloadAction<FunSession>) {
      state.session = action.payload;
    },
    /** A fun round moved the session (its balance, its nonce). */
    sessionMoved(state, action: PayloadAction<FunSession>) {
      state.session = action.payload;
    },
  },
});

/** Fun session actions. */
export const funActions = funSlice.actions;

type WithFun = { originalsFun: FunState; revealHold: RevealHoldState };

/** The fun session, or null before the first fun round. */
export const selectFunSession = (state: WithFun) => state.originalsFun.session;

/** The fun balance as shown: the one from before a round until its reveal ended. */
export const selectFunBalance = (state: WithFun): string => {
  const hold = state.revealHold.holds.find((h) => h.code === FUN_WALLET_CODE);
  return hold?.balance ?? state.originalsFun.session?.balance ?? FUN_BALANCE_START;
};
