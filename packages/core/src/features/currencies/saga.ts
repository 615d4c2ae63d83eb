import type { SagaIterator } from "redux-saga";
import { all, call, put, takeLatest } from "redux-saga/effects";
import type { CoreApiClient, CurrencyRates, EntityWallet } from "../../api/entities.ts";
import { getApi, getPlatform } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import { currenciesActions } from "./slice.ts";

/** GET /api/wallets/entity-wallets */
export const requestEntityWallets = (api: CoreApiClient) => api.get("/api/wallets/entity-wallets");
/** GET /api/wallets/entity-wallets/rate */
export const requestCurrencyRates = (api: CoreApiClient) =>
  api.get("/api/wallets/entity-wallets/rate");

function* loadEntityWallets(): SagaIterator {
  const api = yield* getApi();
  try {
    const list: EntityWallet[] = yield call(requestEntityWallets, api);
    yield put(currenciesActions.entityWalletsLoaded(list));
  } catch (error) {
    (yield* getPlatform()).logger.warn("entity wallets fetch failed", error);
  }
}

function* loadRates(): SagaIterator {
  const api = yield* getApi();
  try {
    const rates: CurrencyRates = yield call(requestCurrencyRates, api);
    yield put(currenciesActions.ratesLoaded(rates));
  } catch (error) {
    (yield* getPlatform()).logger.warn("currency rates fetch failed", error);
  }
}

/** `currencies/loadRequested`: coins and rates, in parallel. */
export function* loadCurrenciesWorker(): SagaIterator {
  yield all([call(loadEntityWallets), call(loadRates)]);
}

/** Currencies watcher. */
export function* currenciesSaga(): SagaIterator {
  yield takeLatest(currenciesActions.loadRequested.type, safely(loadCurrenciesWorker));
}
