import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { RequestError } from "../../api/request-error.ts";
import { sessionEnded } from "../session/index.ts";
import type { MinesRound } from "./api.ts";
import type { FunMinesRound } from "./fun-mode.ts";

/** What the mines screen shows of a round (real or fun). */
export type MinesView = Pick<
  MinesRound,
  "id" | "status" | "amount" | "mines" | "revealed" | "multiplier" | "next_multiplier" | "payout"
> & { mine_positions: number[] | null };

/** A mines round asked for: the wallet (the fun wallet for a fun round), the stake, the mines. */
export interface MinesStart {
  entityWalletCode: string;
  amount: string;
  mines: number;
}

/** The move of the round the saga is playing: its request id and what it is. */
export interface MinesPending {
  requestId: string;
  move: "start" | "reveal" | "cashOut";
  /** The tile being revealed (`move` = "reveal"). */
  tile: number | null;
}

/** The mines round of the screen, played by the mines saga. */
export interface MinesState {
  /** The round shown: in play, or the last one ended (until a new mine count or a new visit). */
  round: MinesView | null;
  /** The fun round behind `round` (its mines kept off the board until the end), or null. */
  fun: FunMinesRound | null;
  pending: MinesPending | null;
  /** Why the last move was refused, until the screen takes it. */
  refusal: RequestError | null;
}

export const initialMinesState: MinesState = {
  round: null,
  fun: null,
  pending: null,
  refusal: null,
};

let requests = 0;
const withId = <P>(payload: P) => ({ payload, meta: { requestId: `mines:${++requests}` } });
type Requested<P> = PayloadAction<P, string, { requestId: string }>;

const active = (state: MinesState) => state.round?.status === "active";

/**
 * A mines round, tile by tile, all played by the mines saga: the screen dispatches `opened`
 * (a round still in play on the server comes back), `startRequested`, `revealRequested`,
 * `cashOutRequested` and `cleared`, and renders `round` and `pending`; it never calls the mines
 * endpoints. A fun round (a guest) is played in the browser from the fun session. Each move is
 * ignored while another is in the air or when the round does not allow it.
 */
export const minesSlice = createSlice({
  name: "originalsMines",
  initialState: initialMinesState,
  reducers: {
    /**
     * The screen opened, in fun mode or not: an ended round is not shown again, nor a round of
     * the other mode (a guest who signed in); the saga looks for a player's round in play.
     */
    opened(state, action: PayloadAction<{ fun: boolean }>) {
      if (state.pending) return;
      const otherMode = (state.fun !== null) !== action.payload.fun;
      if (!active(state) || otherMode) Object.assign(state, initialMinesState);
    },
    /** The server still has a round in play (a reload, another tab). */
    restored(state, action: PayloadAction<MinesView>) {
      if (state.pending) return;
      state.round = action.payload;
      state.fun = null;
    },
    startRequested: {
      reducer(state, action: Requested<MinesStart>) {
        if (state.pending || active(state)) return;
        state.pending = { requestId: action.meta.requestId, move: "start", tile: null };
        state.refusal = null;
      },
      prepare: (start: MinesStart) => withId(start),
    },
    revealRequested: {
      reducer(state, action: Requested<{ tile: number }>) {
        const { tile } = action.payload;
        if (state.pending || !active(state) || state.round!.revealed.includes(tile)) return;
        state.pending = { requestId: action.meta.requestId, move: "reveal", tile };
        state.refusal = null;
      },
      prepare: (tile: number) => withId({ tile }),
    },
    cashOutRequested: {
      reducer(state, action: Requested<undefined>) {
        if (state.pending || !active(state) || state.round!.revealed.length === 0) return;
        state.pending = { requestId: action.meta.requestId, move: "cashOut", tile: null };
        state.refusal = null;
      },
      prepare: () => withId(undefined),
    },
    /** The move was played: the round after it (and the fun round behind it). */
    moved(
      state,
      action: PayloadAction<{ requestId: string; round: MinesView; fun: FunMinesRound | null }>,
    ) {
      if (state.pending?.requestId !== action.payload.requestId) return;
      state.pending = null;
      state.round = action.payload.round;
      state.fun = action.payload.fun;
    },
    /** The move was refused: the round stays as it was. */
    refused(state, action: PayloadAction<{ requestId: string; error: RequestError }>) {
      if (state.pending?.requestId !== action.payload.requestId) return;
      state.pending = null;
      state.refusal = action.payload.error;
    },
    refusalCleared(state) {
      state.refusal = null;
    },
    /** A new mine count: the ended round's figures go. */
    cleared(state) {
      if (!active(state) && !state.pending) Object.assign(state, initialMinesState);
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(sessionEnded, () => initialMinesState);
  },
});

/** Mines round actions. */
export const minesActions = minesSlice.actions;

type WithMines = { originalsMines: MinesState };

/** The mines round of the screen (round, move in the air, refusal). */
export const selectMines = (state: WithMines) => state.originalsMines;
