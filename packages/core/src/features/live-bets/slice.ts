import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { BetFeedItem } from "../../api/entities.ts";
import { realtimeEventActions } from "../realtime/events.ts";
import { sessionActions } from "../session/slice.ts";

/** How many bets each feed keeps (the feed is bounded). */
export const LIVE_BETS_LIMIT = 20;

/** Bet feeds: `lastest_bet`, `high_roller`, `user_lastest_bet`. */
export interface LiveBetsState {
  latest: BetFeedItem[];
  highRoller: BetFeedItem[];
  mine: BetFeedItem[];
}

/** Initial live bets state. */
export const initialLiveBetsState: LiveBetsState = { latest: [], highRoller: [], mine: [] };

function prepend(list: BetFeedItem[], bet: BetFeedItem): BetFeedItem[] {
  return [bet, ...list.filter((b) => b.id !== bet.id)].slice(0, LIVE_BETS_LIMIT);
}

/** The live bets slice. */
export const liveBetsSlice = createSlice({
  name: "liveBets",
  initialState: initialLiveBetsState,
  reducers: {
    /** A feed loaded over HTTP (`GET /api/games/live-wins/list?type=`). */
    feedLoaded(state, action: PayloadAction<{ feed: keyof LiveBetsState; bets: BetFeedItem[] }>) {
      state[action.payload.feed] = action.payload.bets.slice(0, LIVE_BETS_LIMIT);
    },
    /** The player's own bet (realtime `transaction_latest_bet` on the player channel). */
    ownBetReceived(state, action: PayloadAction<BetFeedItem>) {
      state.mine = prepend(state.mine, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(realtimeEventActions.transaction_latest_bet, (state, action) => {
        state.latest = prepend(state.latest, action.payload.bet);
      })
      .addCase(realtimeEventActions.transaction_high_roller_bet, (state, action) => {
        state.highRoller = prepend(state.highRoller, action.payload.bet);
      })
      .addCase(sessionActions.loggedOut, (state) => {
        state.mine = [];
      });
  },
});

/** Live bets action creators. */
export const liveBetsActions = liveBetsSlice.actions;
