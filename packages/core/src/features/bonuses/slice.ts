import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { realtimeEventActions } from "../realtime/events.ts";
import { sessionActions } from "../session/slice.ts";

/**
 * The bonus flow's client state. The bonuses and the cashback themselves are server data: they
 * live in the RTK Query cache (`listBonuses`, `getCashback`), which the realtime bonus events
 * patch (see the bonuses saga). Only the notices the player has not acknowledged yet are kept here.
 */
export interface BonusesState {
  /** Bonuses that ended (`update_finish_bonus`) whose notice was not acknowledged yet, newest first. */
  finishedIds: number[];
}

/** Initial bonuses state. */
export const initialBonusesState: BonusesState = { finishedIds: [] };

/** The bonuses slice. */
export const bonusesSlice = createSlice({
  name: "bonuses",
  initialState: initialBonusesState,
  reducers: {
    /** The "bonus finished" notice of one bonus was seen. */
    finishedAcknowledged(state, action: PayloadAction<{ id: number }>) {
      state.finishedIds = state.finishedIds.filter((id) => id !== action.payload.id);
    },
  },
  extraReducers: (builder) => {
    const clear = () => initialBonusesState;
    builder
      .addCase(realtimeEventActions.update_finish_bonus, (state, action) => {
        const { id } = action.payload.bonus;
        state.finishedIds = [id, ...state.finishedIds.filter((other) => other !== id)];
      })
      .addCase(sessionActions.loggedOut, clear)
      .addCase(sessionActions.unauthorized, clear)
      .addCase(sessionActions.tokenRevokedByCountryBlock, clear);
  },
});

/** Bonus event action creators. */
export const bonusesActions = bonusesSlice.actions;
