import type { SagaIterator } from "redux-saga";
import { all, call, put, takeEvery } from "redux-saga/effects";
import { coreApi } from "../../store/core-api.ts";
import { loadQuery, type LoadableEndpoint } from "../../store/query-effects.ts";
import { getPlatform } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import { realtimeEventActions, realtimeActions } from "../realtime/index.ts";

function* loadQuietly(endpoint: LoadableEndpoint<void, unknown>, what: string): SagaIterator {
  try {
    yield call(loadQuery, endpoint, undefined);
  } catch (error) {
    (yield* getPlatform()).logger.warn(`${what} fetch failed`, error);
  }
}

/** Coins and rates into the cache, in parallel; one failing (logged) does not stop the other. */
export function* loadCurrencies(): SagaIterator {
  yield all([
    call(loadQuietly, coreApi.endpoints.entityWallets, "entity wallets"),
    call(loadQuietly, coreApi.endpoints.currencyRates, "currency rates"),
  ]);
}

/** Realtime `update_rate`: the cached rates take the new prices (no request). */
export function* ratesUpdatedWorker(
  action: ReturnType<typeof realtimeEventActions.update_rate>,
): SagaIterator {
  const { rate, updated_at } = action.payload;
  yield put(
    coreApi.util.updateQueryData("currencyRates", undefined, (cached) => {
      cached.rate = { ...cached.rate, ...rate };
      cached.updated_at = updated_at;
    }),
  );
}

/** The realtime connection came back after a loss: rates pushed meanwhile were missed. */
export function* refetchRatesWorker(): SagaIterator {
  yield put(coreApi.util.invalidateTags(["Rates"]));
}

/** Keeps the cached rates in step with realtime `update_rate` and reconnects. */
export function* currenciesSaga(): SagaIterator {
  yield takeEvery(realtimeEventActions.update_rate.type, safely(ratesUpdatedWorker));
  yield takeEvery(realtimeActions.reconnected.type, safely(refetchRatesWorker));
}
