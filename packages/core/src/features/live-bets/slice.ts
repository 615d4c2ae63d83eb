import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { BetFeedItem } from "../../api/entities.ts";
import { realtimeEventActions } from "../realtime/index.ts";
import { sessionEnded } from "../session/index.ts";

/** How many bets each feed keeps (the feed is bounded). */
export const LIVE_BETS_LIMIT = 20;

/** Bet feeds: `lastest_bet`, `high_roller`, `user_lastest_bet`. */
export interface LiveBetsState {
  latest: BetFeedItem[];
  highRoller: BetFeedItem[];
  mine: BetFeedItem[];
}

/** One of the three feeds. */
export type LiveBetsFeed = keyof LiveBetsState;

/** Initial live bets state. */
export const initialLiveBetsState: LiveBetsState = { latest: [], highRoller: [], mine: [] };

/** Bets of both lists, each once (the newer copy wins), newest first, bounded. */
function merge(current: BetFeedItem[], loaded: BetFeedItem[]): BetFeedItem[] {
  const byId = new Map<string, BetFeedItem>();
  for (const bet of [...loaded, ...current]) byId.set(bet.id, bet);
  return [...byId.values()]
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .slice(0, LIVE_BETS_LIMIT);
}

function prepend(list: BetFeedItem[], bet: BetFeedItem): BetFeedItem[] {
  return [bet, ...list.filter((b) => b.id !== bet.id)].slice(0, LIVE_BETS_LIMIT);
}

/** The live bets slice. */
export const liveBetsSlice = createSlice({
  name: "liveBets",
  initialState: initialLiveBetsState,
  reducers: {
    /**
     * A feed loaded over HTTP (`GET /api/games/live-wins/list?type=`): merged with what realtime
     * delivered meanwhile, so a bet pushed while the request ran is kept.
     */
    feedLoaded(state, action: PayloadAction<{ feed: LiveBetsFeed; bets: BetFeedItem[] }>) {
      state[action.payload.feed] = merge(state[action.payload.feed], action.payload.bets);
    },
  },
  extraReducers: (builder) => {
    builder
      // Everyone's bet on the public `bets` channel; the player's own on the player channel.
      .addCase(realtimeEventActions.transaction_latest_bet, (state, action) => {
        if (action.meta.channel === "player") state.mine = prepend(state.mine, action.payload.bet);
        else state.latest = prepend(state.latest, action.payload.bet);
      })
      .addCase(realtimeEventActions.transaction_high_roller_bet, (state, action) => {
        state.highRoller = prepend(state.highRoller, action.payload.bet);
      })
      .addMatcher(sessionEnded, (state) => {
        state.mine = [];
      });
  },
});

/** Live bets action creators. */
export const liveBetsActions = liveBetsSlice.actions;
