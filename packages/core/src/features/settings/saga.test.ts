import { expectSaga } from "redux-saga-test-plan";
import * as matchers from "redux-saga-test-plan/matchers";
import { throwError } from "redux-saga-test-plan/providers";
import { rootReducer } from "../../store/root-reducer.ts";
import { sagaContext } from "../../test/saga-context.ts";
import { currenciesActions } from "../currencies/slice.ts";
import {
  loadCurrenciesWorker,
  requestCurrencyRates,
  requestEntityWallets,
} from "../currencies/saga.ts";
import { loadSettingsWorker, requestGeneralSettings } from "./saga.ts";
import { selectChallengeCount, selectInboxCount, selectTournamentCount } from "./selectors.ts";

describe("general settings", () => {
  it("stores the counts", async () => {
    const { providers } = sagaContext();
    const { storeState } = await expectSaga(loadSettingsWorker)
      .withReducer(rootReducer)
      .provide([
        ...providers,
        [
          matchers.call.fn(requestGeneralSettings),
          { challenge_count: 3, tournament_count: 2, inbox_count: 120 },
        ],
      ])
      .run();
    expect([
      selectChallengeCount(storeState),
      selectTournamentCount(storeState),
      selectInboxCount(storeState),
    ]).toEqual([3, 2, 120]);
  });

  it("ignores a failure", async () => {
    const { providers } = sagaContext();
    const { storeState } = await expectSaga(loadSettingsWorker)
      .withReducer(rootReducer)
      .provide([
        ...providers,
        [matchers.call.fn(requestGeneralSettings), throwError(new Error("down"))],
      ])
      .run();
    expect(storeState.settings.loaded).toBe(false);
  });
});

describe("currencies", () => {
  it("loads coins and rates; one failing does not stop the other", async () => {
    const { platform, providers } = sagaContext();
    const rates = {
      rate: { BTC: { USD: "90000.00" } },
      currencies: [],
      updated_at: "2026-01-01T00:00:00Z",
    };
    const { storeState } = await expectSaga(loadCurrenciesWorker)
      .withReducer(rootReducer)
      .provide([
        ...providers,
        [matchers.call.fn(requestEntityWallets), throwError(new Error("down"))],
        [matchers.call.fn(requestCurrencyRates), rates],
      ])
      .put(currenciesActions.ratesLoaded(rates))
      .run();
    expect(storeState.currencies.rates).toEqual(rates.rate);
    expect(platform.logger.entries.map((e) => e.message)).toContain("entity wallets fetch failed");
  });
});
