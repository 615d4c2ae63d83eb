import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { components } from "@casino/api";
import type { RequestError } from "../../api/request-error.ts";
import type { OriginalsBet } from "./api.ts";
import type { AutoBetStopReason, AutoBetStrategy } from "./bet-math.ts";

type Schemas = components["schemas"];

/** The originals an auto-bet can play (one-shot bets; mines is played tile by tile). */
export type AutoBetGame = "dice" | "limbo" | "plinko" | "keno";

/** The request body of each auto-bet game. */
interface AutoBetRequests {
  dice: Schemas["OriginalsDiceBetRequest"];
  limbo: Schemas["OriginalsLimboBetRequest"];
  plinko: Schemas["OriginalsPlinkoBetRequest"];
  keno: Schemas["OriginalsKenoBetRequest"];
}

/** A game's own bet parameters (the request body without wallet and stake). */
export type AutoBetParams = {
  [Game in AutoBetGame]: {
    game: Game;
    params: Omit<AutoBetRequests[Game], "entity_wallet_code" | "amount">;
  };
}[AutoBetGame];

/** Why an auto-bet ended: a stop rule, the player, a refused bet, leaving the page, signing out. */
export type AutoBetEnd = AutoBetStopReason | "manual" | "error" | "left" | "signedOut";

/** What `started` carries: the game and its parameters, the wallet, the base stake, the rules. */
export type AutoBetStart = AutoBetParams & {
  entityWalletCode: string;
  /** The coin's decimals (stakes are floored to them). */
  decimals: number;
  amount: string;
  strategy: AutoBetStrategy;
};

/** The auto-bet session (one at a time). */
export interface AutoBetSliceState {
  running: boolean;
  /** A stop was asked for: the session ends after the bet in the air. */
  stopRequested: boolean;
  game: AutoBetGame | null;
  played: number;
  /** Net result of the session (payouts minus stakes). */
  profit: string;
  /** The stake of the next bet. */
  amount: string;
  /** The last settled bet, for the screen to show (it answers `resultShown`). */
  lastBet: OriginalsBet | null;
  end: AutoBetEnd | null;
  /** The refusal that ended the session (`end` = "error"). */
  error: RequestError | null;
}

export const initialAutoBetState: AutoBetSliceState = {
  running: false,
  stopRequested: false,
  game: null,
  played: 0,
  profit: "0",
  amount: "0",
  lastBet: null,
  end: null,
  error: null,
};

/**
 * Auto-bet of the originals: the screen dispatches `started` / `stopRequested` / `left` and
 * answers `resultShown` once a bet's animation ended; the saga plays the bets.
 */
export const autoBetSlice = createSlice({
  name: "autoBet",
  initialState: initialAutoBetState,
  reducers: {
    started(state, action: PayloadAction<AutoBetStart>) {
      if (state.running) return;
      return {
        ...initialAutoBetState,
        running: true,
        game: action.payload.game,
        amount: action.payload.amount,
      };
    },
    stopRequested(state) {
      if (state.running) state.stopRequested = true;
    },
    /** The screen of the game closed (navigation, another game): the session ends now. */
    left() {},
    betSettled(state, action: PayloadAction<{ bet: OriginalsBet }>) {
      state.lastBet = action.payload.bet;
    },
    /** The screen finished showing a bet (its animation ended). */
    resultShown(_state, _action: PayloadAction<{ id: number }>) {},
    progressed(state, action: PayloadAction<{ played: number; profit: string; amount: string }>) {
      state.played = action.payload.played;
      state.profit = action.payload.profit;
      state.amount = action.payload.amount;
    },
    ended(state, action: PayloadAction<{ end: AutoBetEnd; error?: RequestError }>) {
      state.running = false;
      state.stopRequested = false;
      state.end = action.payload.end;
      state.error = action.payload.error ?? null;
    },
  },
});

export const autoBetActions = autoBetSlice.actions;

/** The auto-bet session. */
export const selectAutoBet = (state: { autoBet: AutoBetSliceState }) => state.autoBet;
