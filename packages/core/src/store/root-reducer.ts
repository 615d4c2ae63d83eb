import { combineReducers } from "@reduxjs/toolkit";
import { buildCheckSlice } from "../features/build-check/slice.ts";
import { languageSlice } from "../features/language/slice.ts";
import { navigationSlice } from "../features/navigation/slice.ts";
import { reachabilitySlice } from "../features/reachability/slice.ts";
import { startupSlice } from "../features/startup/slice.ts";
import { toastsSlice } from "../features/toasts/slice.ts";
import { bonusesSlice } from "../features/bonuses/slice.ts";
import { liveBetsSlice } from "../features/live-bets/slice.ts";
import { vipSlice } from "../features/vip/slice.ts";
import { realtimeSlice } from "../features/realtime/slice.ts";
import { sessionSlice } from "../features/session/slice.ts";
import { supportGuestSlice } from "../features/support/guest-slice.ts";
import { userSlice } from "../features/user/slice.ts";
import { walletsSlice } from "../features/wallets/slice.ts";
import { funSlice } from "../features/originals/fun-slice.ts";
import { minesSlice } from "../features/originals/mines-slice.ts";
import { playSlice } from "../features/originals/play-slice.ts";
import { revealHoldSlice } from "../features/originals/reveal-hold.ts";
import { coreApi } from "./core-api.ts";

/**
 * The root reducer: one slice of client state (session, flows, dialogs, realtime status) per
 * feature, plus the RTK Query cache, the one home of server data.
 */
export const rootReducer = combineReducers({
  startup: startupSlice.reducer,
  language: languageSlice.reducer,
  navigation: navigationSlice.reducer,
  reachability: reachabilitySlice.reducer,
  buildCheck: buildCheckSlice.reducer,
  toasts: toastsSlice.reducer,
  session: sessionSlice.reducer,
  user: userSlice.reducer,
  wallets: walletsSlice.reducer,
  vip: vipSlice.reducer,
  bonuses: bonusesSlice.reducer,
  liveBets: liveBetsSlice.reducer,
  realtime: realtimeSlice.reducer,
  originalsPlay: playSlice.reducer,
  originalsFun: funSlice.reducer,
  originalsMines: minesSlice.reducer,
  revealHold: revealHoldSlice.reducer,
  supportGuest: supportGuestSlice.reducer,
  [coreApi.reducerPath]: coreApi.reducer,
});

/** The whole store state. */
export type RootState = ReturnType<typeof rootReducer>;
