import { createSelector } from "@reduxjs/toolkit";
import type { RootState } from "../../store/root-reducer.ts";

/** Coins the casino supports, in display order. */
export const selectEntityWallets = (state: RootState) => state.currencies.entityWallets;
/** Display and game currencies. */
export const selectCurrencies = (state: RootState) => state.currencies.currencies;
/** Rates: entity wallet code -> currency code -> price. */
export const selectRates = (state: RootState) => state.currencies.rates;
/** The default coin (`is_default`, USDT). */
export const selectDefaultEntityWallet = createSelector(
  [selectEntityWallets],
  (list) => list.find((w) => w.is_default) ?? null,
);
/** Price of one `coin` in `currency`, or null when unknown. */
export const selectRate = (state: RootState, coin: string, currency: string): string | null =>
  state.currencies.rates[coin]?.[currency] ?? null;
