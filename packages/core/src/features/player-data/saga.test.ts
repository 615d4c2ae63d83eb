import { expectSaga } from "redux-saga-test-plan";
import * as matchers from "redux-saga-test-plan/matchers";
import type { coreApi } from "../../store/core-api.ts";
import { startSignedInStore } from "../../test/signed-in-store.ts";
import { until } from "../../testing/index.ts";
import { selectEntityWallets } from "../currencies/selectors.ts";
import { selectInboxCount } from "../settings/selectors.ts";
import { selectUser } from "../user/selectors.ts";
import { userActions } from "../user/slice.ts";
import { loadPlayerData, playerDataSaga } from "./saga.ts";
import { selectWallets } from "../wallets/selectors.ts";
import { sessionActions } from "../session/slice.ts";

const endpointsCached = (state: ReturnType<typeof coreApi.reducer>) =>
  Object.values(state.queries)
    .filter((q) => q?.status === "fulfilled")
    .map((q) => q?.endpointName)
    .sort();

describe("the session's data in the cache", () => {
  it.each([
    ["a 401", sessionActions.unauthorized()],
    ["a country block", sessionActions.tokenRevokedByCountryBlock()],
    ["another Telegram user", sessionActions.loggedOut({ reason: "telegramUserChanged" })],
  ])(
    "%s resets the cache: nothing of the player survives, the public data is loaded again",
    async (_name, signedOut) => {
      const { store, fake } = await startSignedInStore({
        "GET /api/wallets/entity-wallets": () => [
          { code: "USDT", coin_image: "usdt.png", is_default: true } as never,
        ],
        "GET /api/settings/general": () => ({
          challenge_count: 1,
          tournament_count: 1,
          inbox_count: 4,
        }),
      });
      await until(
        () =>
          selectInboxCount(store.getState()) === 4 &&
          selectWallets(store.getState()).length === 1 &&
          selectUser(store.getState()) !== null,
      );
      const coinCalls = fake.callsTo("GET /api/wallets/entity-wallets").length;
      store.dispatch(signedOut);
      expect(selectUser(store.getState())).toBeNull();
      expect(selectWallets(store.getState())).toEqual([]);
      expect(selectInboxCount(store.getState())).toBe(0);
      await until(() => selectEntityWallets(store.getState()).length === 1);
      expect(fake.callsTo("GET /api/wallets/entity-wallets")).toHaveLength(coinCalls + 1);
      await until(() => endpointsCached(store.getState().coreApi).length === 3);
      expect(endpointsCached(store.getState().coreApi)).toEqual([
        "currencyRates",
        "entityWallets",
        "listRedirectRules",
      ]);
      store.close();
    },
  );
});

describe("a sign-in", () => {
  it("loads the player, then the general settings and the wallets", () =>
    expectSaga(playerDataSaga)
      .provide([[matchers.call.fn(loadPlayerData), undefined]])
      .put(userActions.fetchRequested())
      .call(loadPlayerData)
      .dispatch(sessionActions.loginSucceeded({ token: "tok", method: "password" }))
      .silentRun(50));
});
