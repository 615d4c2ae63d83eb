import { combineReducers } from "@reduxjs/toolkit";
import { appSlice } from "../features/app/slice";
import { bonusesSlice } from "../features/bonuses/slice";
import { currenciesSlice } from "../features/currencies/slice";
import { liveBetsSlice } from "../features/live-bets/slice";
import { notificationsSlice } from "../features/notifications/slice";
import { vipSlice } from "../features/vip/slice";
import { realtimeSlice } from "../features/realtime/slice";
import { sessionSlice } from "../features/session/slice";
import { settingsSlice } from "../features/settings/slice";
import { userSlice } from "../features/user/slice";
import { walletsSlice } from "../features/wallets/slice";
import { coreApi } from "./core-api";

/** The root reducer: one slice per feature plus the RTK Query cache. */
export const rootReducer = combineReducers({
  app: appSlice.reducer,
  session: sessionSlice.reducer,
  user: userSlice.reducer,
  wallets: walletsSlice.reducer,
  currencies: currenciesSlice.reducer,
  settings: settingsSlice.reducer,
  notifications: notificationsSlice.reducer,
  vip: vipSlice.reducer,
  bonuses: bonusesSlice.reducer,
  liveBets: liveBetsSlice.reducer,
  realtime: realtimeSlice.reducer,
  [coreApi.reducerPath]: coreApi.reducer,
});

/** The whole store state. */
export type RootState = ReturnType<typeof rootReducer>;
