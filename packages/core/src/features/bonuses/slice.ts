import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Bonus } from "../../api/entities.ts";
import { realtimeEventActions } from "../realtime/index.ts";
import { sessionEnded } from "../session/index.ts";

/**
 * The bonus flow's client state. The bonuses and the cashback themselves are server data: they
 * live in the RTK Query cache (`listBonuses`, `getCashback`), which the realtime bonus events
 * patch (see the bonuses saga). Only the notices the player has not acknowledged yet are kept here.
 */
export interface BonusesState {
  /** Bonuses that ended (`update_finish_bonus`) whose notice was not acknowledged yet, newest first. */
  finishedIds: number[];
  /** The bonus code being redeemed (from the link's cookie or typed by the player), or null. */
  redeemingCode: string | null;
  /** The outcome of the last redeemed code, until the player dismisses it. */
  codeResult: BonusCodeResult | null;
  /** Whether the bonus dialog is open (also the deep link `open-bonus`). */
  dialogOpen: boolean;
}

/**
 * The outcome of redeeming a bonus code: the bonus it added to the Available tab, or the message
 * key of the refusal (`bonus_code_invalid`, `bonus_already_claimed`, `network_error`, ...).
 */
export type BonusCodeResult =
  | { code: string; status: "redeemed"; bonus: Bonus }
  | { code: string; status: "rejected"; error: string };

/** Initial bonuses state. */
export const initialBonusesState: BonusesState = {
  finishedIds: [],
  redeemingCode: null,
  codeResult: null,
  dialogOpen: false,
};

/** The bonuses slice. */
export const bonusesSlice = createSlice({
  name: "bonuses",
  initialState: initialBonusesState,
  reducers: {
    dialogOpened(state) {
      state.dialogOpen = true;
    },
    dialogClosed(state) {
      state.dialogOpen = false;
    },
    /** The "bonus finished" notice of one bonus was seen. */
    finishedAcknowledged(state, action: PayloadAction<{ id: number }>) {
      state.finishedIds = state.finishedIds.filter((id) => id !== action.payload.id);
    },
    /** The navigation rules stored a bonus code of the URL in its cookie (rule 3). */
    codeStored() {},
    /** Redeem a bonus code (`POST /api/bonuses/redeem`); the bonus code saga does it. */
    codeSubmitted(state, action: PayloadAction<{ code: string }>) {
      state.redeemingCode = action.payload.code;
      state.codeResult = null;
    },
    codeRedeemed(state, action: PayloadAction<{ code: string; bonus: Bonus }>) {
      state.redeemingCode = null;
      state.codeResult = { status: "redeemed", ...action.payload };
    },
    codeRejected(state, action: PayloadAction<{ code: string; error: string }>) {
      state.redeemingCode = null;
      state.codeResult = { status: "rejected", ...action.payload };
    },
    /** The player closed the result of a redeemed code. */
    codeResultDismissed(state) {
      state.codeResult = null;
    },
  },
  extraReducers: (builder) => {
    const clear = () => initialBonusesState;
    builder
      .addCase(realtimeEventActions.update_finish_bonus, (state, action) => {
        const { id } = action.payload.bonus;
        state.finishedIds = [id, ...state.finishedIds.filter((other) => other !== id)];
      })
      .addMatcher(sessionEnded, clear);
  },
});

/** Bonus event action creators. */
export const bonusesActions = bonusesSlice.actions;
