import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Bonus, Cashback } from "../../api/entities.ts";
import { realtimeEventActions } from "../realtime/events.ts";
import { sessionActions } from "../session/slice.ts";
import { bonusesApi } from "./api.ts";

/**
 * What the realtime bonus events (and the bonus endpoints' answers) tell about the player's
 * bonuses. The lists of the bonus dialog stay in the RTK Query cache (`listBonuses`); this slice
 * keeps the newest state of each bonus seen, which bonuses ended, the Available count and the
 * cashback.
 */
export interface BonusesState {
  /** The newest known state of each bonus, by id (`update_bonus_item`, the other events, claim/cancel/redeem answers). */
  byId: Record<number, Bonus>;
  /** Bonuses that ended (`update_finish_bonus`) and were not acknowledged yet, newest first. */
  finishedIds: number[];
  /** Size of the Available tab; null until an event or the Available list reported it. */
  availableCount: number | null;
  /** The latest cashback state (`GET /api/cashback` or `ready_claim_cashback`), or null. */
  cashback: Cashback | null;
  /** Whether cashback can be claimed now. */
  cashbackReady: boolean;
}

/** Initial bonuses state. */
export const initialBonusesState: BonusesState = {
  byId: {},
  finishedIds: [],
  availableCount: null,
  cashback: null,
  cashbackReady: false,
};

const keep = (state: BonusesState, bonus: Bonus) => {
  state.byId[bonus.id] = bonus;
};

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
      .addCase(realtimeEventActions.update_available_bonus, (state, action) => {
        keep(state, action.payload.bonus);
        state.availableCount = action.payload.available_count;
      })
      .addCase(realtimeEventActions.update_finish_bonus, (state, action) => {
        const { bonus } = action.payload;
        keep(state, bonus);
        state.finishedIds = [bonus.id, ...state.finishedIds.filter((id) => id !== bonus.id)];
      })
      .addCase(realtimeEventActions.update_bonus_item, (state, action) =>
        keep(state, action.payload.bonus),
      )
      .addCase(realtimeEventActions.ready_claim_cashback, (state, action) => {
        state.cashback = action.payload.cashback;
        state.cashbackReady = true;
      })
      .addCase(sessionActions.loggedOut, clear)
      .addCase(sessionActions.unauthorized, clear)
      .addCase(sessionActions.tokenRevokedByCountryBlock, clear)
      .addMatcher(bonusesApi.endpoints.listBonuses.matchFulfilled, (state, action) => {
        for (const bonus of action.payload.data) keep(state, bonus);
        if (action.meta.arg.originalArgs.tab === "available")
          state.availableCount = action.payload.total;
      })
      .addMatcher(bonusesApi.endpoints.claimBonus.matchFulfilled, (state, action) => {
        keep(state, action.payload);
        // Only an available bonus can be claimed: the Available tab lost one.
        if (state.availableCount) state.availableCount -= 1;
      })
      .addMatcher(bonusesApi.endpoints.cancelBonus.matchFulfilled, (state, action) =>
        keep(state, action.payload),
      )
      .addMatcher(bonusesApi.endpoints.redeemBonusCode.matchFulfilled, (state, action) => {
        const isNew = !state.byId[action.payload.id];
        keep(state, action.payload);
        if (isNew && state.availableCount !== null) state.availableCount += 1;
      })
      .addMatcher(bonusesApi.endpoints.getCashback.matchFulfilled, (state, action) => {
        state.cashback = action.payload;
        state.cashbackReady = action.payload.can_claim;
      })
      .addMatcher(bonusesApi.endpoints.claimCashback.matchFulfilled, (state) => {
        state.cashbackReady = false;
        if (state.cashback) state.cashback.can_claim = false;
      });
  },
});

/** Bonus event action creators. */
export const bonusesActions = bonusesSlice.actions;
