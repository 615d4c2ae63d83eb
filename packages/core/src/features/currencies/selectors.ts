import { createSelector } from "@reduxjs/toolkit";
import type { Currency, EntityWallet, RateMap } from "../../api/entities.ts";
import { coreApi } from "../../store/core-api.ts";
import type { RootState } from "../../store/root-reducer.ts";

const noCoins: EntityWallet[] = [];
const noCurrencies: Currency[] = [];
const noRates: RateMap = {};
const selectRatesEntry = coreApi.endpoints.currencyRates.select();

/** Coins the casino supports, in display order (`GET /api/wallets/entity-wallets` in the cache). */
export const selectEntityWallets = createSelector(
  [coreApi.endpoints.entityWallets.select()],
  (entry) => entry.data ?? noCoins,
);
/** Display and game currencies. */
export const selectCurrencies = createSelector(
  [selectRatesEntry],
  (entry) => entry.data?.currencies ?? noCurrencies,
);
/** Rates: entity wallet code -> currency code -> price. */
export const selectRates = createSelector(
  [selectRatesEntry],
  (entry) => entry.data?.rate ?? noRates,
);
/** The default coin (`is_default`, USDT). */
export const selectDefaultEntityWallet = createSelector(
  [selectEntityWallets],
  (list) => list.find((w) => w.is_default) ?? null,
);
/** Price of one `coin` in `currency`, or null when unknown. */
export const selectRate = (state: RootState, coin: string, currency: string): string | null =>
  selectRates(state)[coin]?.[currency] ?? null;
