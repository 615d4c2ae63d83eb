import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { components } from "@casino/api";
import type { RequestError } from "../../api/request-error.ts";
import { sessionEnded } from "../session/index.ts";
import type { PlayedBet } from "./fun-mode.ts";
import type { AutoBetStopReason, AutoBetStrategy } from "./bet-math.ts";

type Schemas = components["schemas"];

/** The one-shot originals (one request, one result); mines is played tile by tile. */
export type AutoBetGame = "dice" | "limbo" | "plinko" | "keno";

/** The one-shot originals whose bets may be in the air together (plinko balls). */
export const CONCURRENT_GAMES: readonly AutoBetGame[] = ["plinko"];

/** The request body of each one-shot game. */
interface BetRequests {
  dice: Schemas["OriginalsDiceBetRequest"];
  limbo: Schemas["OriginalsLimboBetRequest"];
  plinko: Schemas["OriginalsPlinkoBetRequest"];
  keno: Schemas["OriginalsKenoBetRequest"];
}

/** A game's own bet parameters (the request body without wallet and stake). */
export type AutoBetParams = {
  [Game in AutoBetGame]: {
    game: Game;
    params: Omit<BetRequests[Game], "entity_wallet_code" | "amount">;
  };
}[AutoBetGame];

/**
 * One bet asked for by the player: the game and its parameters, the wallet and the stake. A bet
 * with the fun wallet (`FUN_WALLET_CODE`), or a guest's, is a fun round played in the browser.
 */
export type BetRequest = AutoBetParams & { entityWalletCode: string; amount: string };

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
  /** The last settled bet of the session. */
  lastBet: PlayedBet | null;
  end: AutoBetEnd | null;
  /** The refusal that ended the session (`end` = "error"). */
  error: RequestError | null;
}

/** A bet of the play saga, from the request until the screen showed it (or gave up). */
export interface BetInPlay {
  /** The request's own id (the bet's id is known once it settled). */
  requestId: string;
  game: AutoBetGame;
  /** Played by the auto-bet session rather than by hand. */
  auto: boolean;
  /** The settled bet (or fun round), for the screen to show; null while the request is in the air. */
  bet: PlayedBet | null;
}

/** The originals' bets (manual and auto) as the screen shows them. */
export interface PlayState {
  /** Bets in the air or being shown, oldest first. */
  bets: BetInPlay[];
  /** The refusal of the game's last bet (manual or auto), until the screen clears it. */
  refusal: { game: AutoBetGame; error: RequestError } | null;
  auto: AutoBetSliceState;
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

export const initialPlayState: PlayState = { bets: [], refusal: null, auto: initialAutoBetState };

let requests = 0;

/**
 * The originals' bets, manual and auto, all played by the play saga: the screen dispatches
 * `betRequested` (or `started` / `stopRequested` for auto-bet) and `left`, shows each settled bet
 * of `bets` and answers `resultShown` once its reveal ended; it never calls the bet endpoints.
 */
export const playSlice = createSlice({
  name: "originalsPlay",
  initialState: initialPlayState,
  reducers: {
    /**
     * The player asked for one bet. Ignored while an auto-bet runs, or while a bet of a game that
     * plays one at a time is still in the air or being shown.
     */
    betRequested: {
      reducer(state, action: PayloadAction<BetRequest, string, { requestId: string }>) {
        const { game } = action.payload;
        if (state.auto.running) return;
        const busy = state.bets.some((b) => b.game === game);
        if (busy && !CONCURRENT_GAMES.includes(game)) return;
        state.refusal = null;
        state.bets.push({ requestId: action.meta.requestId, game, auto: false, bet: null });
      },
      prepare(request: BetRequest) {
        return { payload: request, meta: { requestId: `bet:${++requests}` } };
      },
    },
    /** The server settled a bet: the screen shows it next. */
    betSettled(state, action: PayloadAction<{ requestId: string; bet: PlayedBet }>) {
      const entry = state.bets.find((b) => b.requestId === action.payload.requestId);
      if (entry) entry.bet = action.payload.bet;
      if (entry?.auto) state.auto.lastBet = action.payload.bet;
    },
    /** The server refused a bet: its reason stays for the screen. */
    betRefused(state, action: PayloadAction<{ requestId: string; error: RequestError }>) {
      const entry = state.bets.find((b) => b.requestId === action.payload.requestId);
      if (entry) state.refusal = { game: entry.game, error: action.payload.error };
    },
    /** The screen finished showing a bet (its reveal ended). */
    resultShown(_state, _action: PayloadAction<{ id: number }>) {},
    /** The saga is done with a bet (shown, refused, timed out or abandoned). */
    betClosed(state, action: PayloadAction<{ requestId: string }>) {
      state.bets = state.bets.filter((b) => b.requestId !== action.payload.requestId);
    },
    /** The screen cleared the refusal it shows. */
    refusalCleared(state) {
      state.refusal = null;
    },
    /** An auto-bet session starts (ignored while one runs or a bet is in the air). */
    started(state, action: PayloadAction<AutoBetStart>) {
      if (state.auto.running || state.bets.length > 0) return;
      state.refusal = null;
      state.auto = {
        ...initialAutoBetState,
        running: true,
        game: action.payload.game,
        amount: action.payload.amount,
      };
    },
    /** The auto-bet session's next bet goes out (the saga's own). */
    autoBetPlaced(state, action: PayloadAction<{ requestId: string; game: AutoBetGame }>) {
      state.bets.push({ ...action.payload, auto: true, bet: null });
    },
    stopRequested(state) {
      if (state.auto.running) state.auto.stopRequested = true;
    },
    /** The screen of the game closed (navigation, another game): its auto-bet ends now. */
    left() {},
    progressed(state, action: PayloadAction<{ played: number; profit: string; amount: string }>) {
      state.auto.played = action.payload.played;
      state.auto.profit = action.payload.profit;
      state.auto.amount = action.payload.amount;
    },
    ended(state, action: PayloadAction<{ end: AutoBetEnd; error?: RequestError }>) {
      state.auto.running = false;
      state.auto.stopRequested = false;
      state.auto.end = action.payload.end;
      state.auto.error = action.payload.error ?? null;
    },
  },
  extraReducers: (builder) => {
    // The saga ends the auto-bet session itself (`ended`); a refusal is not shown to the next player.
    builder.addMatcher(sessionEnded, (state) => {
      state.refusal = null;
    });
  },
});

/** The play actions (manual bets and auto-bet). */
export const playActions = playSlice.actions;

type WithPlay = { originalsPlay: PlayState };

/** The auto-bet session. */
export const selectAutoBet = (state: WithPlay) => state.originalsPlay.auto;

/** The bets in the air or being shown, oldest first. */
export const selectBetsInPlay = (state: WithPlay) => state.originalsPlay.bets;

/** The refusal of the last bet, or null. */
export const selectPlayRefusal = (state: WithPlay) => state.originalsPlay.refusal;
