// Every watcher saga, with redux-saga-test-plan: the event it listens to reaches its worker, and a
// failing worker never stops the watcher (the same event handled twice still calls the server).
import { ApiError } from "@casino/api";
import type { SagaIterator } from "redux-saga";
import { expectSaga } from "redux-saga-test-plan";
import { dynamic } from "redux-saga-test-plan/providers";
import { sessionSaga } from "../features/session/saga.ts";
import { sessionActions } from "../features/session/slice.ts";
import { userSaga } from "../features/user/saga.ts";
import { userActions } from "../features/user/slice.ts";
import { walletsSaga } from "../features/wallets/saga.ts";
import { walletsActions } from "../features/wallets/slice.ts";
import { userFetched, userFixture } from "../test/fixtures.ts";
import { endpointAnswers, instantDelays, sagaContext } from "../test/saga-context.ts";
import { sessionApi } from "../features/session/api.ts";
import { accountSettingsApi } from "../features/user/api.ts";
import { walletsApi } from "../features/wallets/api.ts";
import { navigationApi } from "../features/navigation/api.ts";
import type { MemoryPlatformOptions } from "../testing/index.ts";
import { rootReducer, type RootState } from "./root-reducer.ts";
import { rootSaga } from "./root-saga.ts";
import { languageSaga } from "../features/language/language-saga.ts";
import { languageActions } from "../features/language/slice.ts";
import { startParamSaga } from "../features/mini-app/mini-app-saga.ts";
import { navigationSaga } from "../features/navigation/navigation-saga.ts";
import { navigationActions } from "../features/navigation/slice.ts";

const signedIn = () =>
  rootReducer(
    rootReducer(undefined, sessionActions.restored({ token: "tok", shellKind: "email" })),
    userFetched(userFixture({ lang: "en" })),
  );

interface Case {
  saga: () => SagaIterator;
  action: { type: string };
  endpoint: object;
  state?: () => RootState;
  platform?: MemoryPlatformOptions;
}

const cases: Record<string, Case> = {
  "session: login": {
    saga: sessionSaga,
    action: sessionActions.loginSubmitted({ username_or_email: "a", password: "b" }),
    endpoint: sessionApi.endpoints.login,
  },
  "session: two-factor challenge": {
    saga: sessionSaga,
    action: sessionActions.twoFactorChallengeSubmitted({ code: "123456" }),
    endpoint: sessionApi.endpoints.twoFactorChallenge,
    state: () => rootReducer(undefined, sessionActions.twoFactorRequired({ authId: "auth-1" })),
  },
  "session: register": {
    saga: sessionSaga,
    action: sessionActions.registerSubmitted({
      username: "u",
      email: "e@x.test",
      password: "p",
      reference: "",
      voucher_code: "",
      age_confirmed: true,
      terms_accepted: true,
    }),
    endpoint: sessionApi.endpoints.register,
  },
  "session: social login": {
    saga: sessionSaga,
    action: sessionActions.socialLoginSubmitted({ provider_name: "google", access_token: "t" }),
    endpoint: sessionApi.endpoints.socialLogin,
  },
  "session: social e-mail update": {
    saga: sessionSaga,
    action: sessionActions.socialEmailUpdateSubmitted({ email: "e@x.test", username: "u" }),
    endpoint: sessionApi.endpoints.socialEmailUpdate,
    state: () =>
      rootReducer(
        undefined,
        sessionActions.socialEmailRequired({ provider: "google", accessToken: "t", email: null }),
      ),
  },
  "session: Telegram login": {
    saga: sessionSaga,
    action: sessionActions.telegramLoginSubmitted(),
    endpoint: sessionApi.endpoints.telegramLogin,
    platform: { telegram: { initDataRaw: "user=x&hash=y" } },
  },
  "session: logout": {
    saga: sessionSaga,
    action: sessionActions.logoutRequested(),
    endpoint: sessionApi.endpoints.logout,
    state: signedIn,
  },

  "user: enable two-factor": {
    saga: userSaga,
    action: userActions.twoFactorEnableRequested(),
    endpoint: accountSettingsApi.endpoints.enableTwoFactor,
  },
  "user: confirm two-factor": {
    saga: userSaga,
    action: userActions.twoFactorConfirmSubmitted({ code: "1" }),
    endpoint: accountSettingsApi.endpoints.confirmTwoFactor,
  },
  "user: disable two-factor": {
    saga: userSaga,
    action: userActions.twoFactorDisableSubmitted({ code: "1" }),
    endpoint: accountSettingsApi.endpoints.disableTwoFactor,
  },
  "user: regenerate recovery codes": {
    saga: userSaga,
    action: userActions.recoveryCodesRegenerateSubmitted({ code: "1" }),
    endpoint: accountSettingsApi.endpoints.regenerateRecoveryCodes,
  },

  "wallets: select": {
    saga: walletsSaga,
    action: walletsActions.selectRequested({ code: "BTC" }),
    endpoint: walletsApi.endpoints.selectWallet,
  },

  "wallets: save settings": {
    saga: walletsSaga,
    action: walletsActions.settingsSubmitted({
      display_currency: "EUR",
      hide_zero_balances: true,
    } as never),
    endpoint: walletsApi.endpoints.updateWalletSettings,
  },
  "wallets: deposit address": {
    saga: walletsSaga,
    action: walletsActions.depositAddressRequested({ entity_wallet_code: "BTC", kind: "BTC" }),
    endpoint: walletsApi.endpoints.depositAddress,
  },
  "wallets: Lightning invoice": {
    saga: walletsSaga,
    action: walletsActions.lightningInvoiceRequested({ amount: "0.001" }),
    endpoint: walletsApi.endpoints.lightningInvoice,
  },
  "wallets: withdrawal": {
    saga: walletsSaga,
    action: walletsActions.withdrawalSubmitted({
      entity_wallet_code: "ETH",
      network: "ETH",
      amount: "1",
      address: "0x0",
    }),
    endpoint: walletsApi.endpoints.requestWithdrawal,
  },

  "language: saved on the account": {
    saga: languageSaga,
    action: languageActions.selected("de"),
    endpoint: accountSettingsApi.endpoints.changeLanguage,
    state: signedIn,
  },
  "navigation: country check": {
    saga: navigationSaga,
    action: navigationActions.locationChanged({ pathname: "/", search: "", hash: "" }),
    endpoint: navigationApi.endpoints.countryBlock,
  },
};

describe("watchers", () => {
  it.each(Object.entries(cases))(
    "%s: the event reaches the worker, and again after the worker failed",
    async (_name, c) => {
      const { providers } = sagaContext(c.platform);
      const calls: unknown[][] = [];
      const failing = endpointAnswers(
        c.endpoint,
        dynamic((effect: { args: unknown[] }) => {
          calls.push(effect.args);
          throw new ApiError({ status: 500, message: "down" });
        }),
      );
      await expectSaga(c.saga)
        .withReducer(rootReducer, c.state?.() ?? rootReducer(undefined, { type: "@@init" }))
        .provide([failing, ...providers, instantDelays()])
        .dispatch(c.action)
        .delay(10)
        .dispatch(c.action)
        .silentRun(150);
      expect(calls).toHaveLength(2);
    },
  );
});

describe("workers without a watcher test of their own", () => {
  it("handles the start parameter after a login too", async () => {
    const telegram: { initDataRaw: string; authDate: number; startParam?: string } = {
      initDataRaw: "x",
      authDate: 1_700_000_000,
    };
    const { platform, providers } = sagaContext({ telegram });
    const run = expectSaga(startParamSaga)
      .withReducer(rootReducer)
      .provide([...providers, instantDelays()])
      .delay(40)
      .dispatch(sessionActions.loginSucceeded({ token: "t", method: "telegram" }))
      .silentRun(80);
    await new Promise((resolve) => setTimeout(resolve, 15));
    expect(platform.navigation.events).toEqual([]); // nothing to handle at mount
    telegram.startParam = "open-page_promotion__summer"; // the launch after signing in
    await run;
    expect(platform.navigation.events).toEqual([{ type: "push", path: "/promotion/summer" }]);
  });

  it("root saga: starts every feature saga and the start-up, and cancelling it stops them all", async () => {
    const { platform, providers } = sagaContext({ cookies: { clear_cookie: "1" } });
    const { storeState } = await expectSaga(rootSaga)
      .withReducer(rootReducer)
      .provide([...providers, instantDelays()])
      .put(sessionActions.restored({ token: null, shellKind: "email" }))
      .put.actionType(languageActions.resolved.type)
      .silentRun(50);
    const [connection] = platform.realtime.connections;
    expect(connection?.log).toEqual([
      "subscribe bets",
      "subscribe rates",
      "unsubscribe bets",
      "unsubscribe rates",
      "disconnect",
    ]);
    expect((storeState as RootState).startup.splash).toBe(false);
  });
});
