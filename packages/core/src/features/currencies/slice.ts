import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Currency, CurrencyRates, EntityWallet, RateMap } from "../../api/entities.ts";
import { realtimeEventActions } from "../realtime/events.ts";

/** Coins, display currencies and rates. */
export interface CurrenciesState {
  entityWallets: EntityWallet[];
  currencies: Currency[];
  rates: RateMap;
  updatedAt: string | null;
}

/** Initial currencies state. */
export const initialCurrenciesState: CurrenciesState = {
  entityWallets: [],
  currencies: [],
  rates: {},
  updatedAt: null,
};

/** The currencies and rates slice. */
export const currenciesSlice = createSlice({
  name: "currencies",
  initialState: initialCurrenciesState,
  reducers: {
    loadRequested() {},
    ratesLoaded(state, action: PayloadAction<CurrencyRates>) {
      state.rates = action.payload.rate;
      state.currencies = action.payload.currencies;
      state.updatedAt = action.payload.updated_at;
    },
    entityWalletsLoaded(state, action: PayloadAction<EntityWallet[]>) {
      state.entityWallets = action.payload;
    },
    /** Rates moved (realtime `update_rate`). */
    ratesChanged(state, action: PayloadAction<RateMap>) {
      state.rates = { ...state.rates, ...action.payload };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(realtimeEventActions.update_rate, (state, action) => {
      state.rates = { ...state.rates, ...action.payload.rate };
      state.updatedAt = action.payload.updated_at;
    });
  },
});

/** Currencies event action creators. */
export const currenciesActions = currenciesSlice.actions;
