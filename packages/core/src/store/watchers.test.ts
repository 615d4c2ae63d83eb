// Every watcher saga, with redux-saga-test-plan: the event it listens to reaches its worker, and a
// failing worker never stops the watcher (the same event handled twice still calls the server).
import { ApiError } from "@casino/api";
import type { SagaIterator } from "redux-saga";
import { expectSaga } from "redux-saga-test-plan";
import * as matchers from "redux-saga-test-plan/matchers";
import { dynamic, throwError, type StaticProvider } from "redux-saga-test-plan/providers";
import { appActions } from "../features/app/slice.ts";
import { loadRedirectRules } from "../features/app/bootstrap-saga.ts";
import { languageSaga } from "../features/app/language-saga.ts";
import { startParamSaga } from "../features/app/mini-app-saga.ts";
import { navigationSaga } from "../features/app/navigation-saga.ts";
import { requestCountryBlock, requestRedirectRules } from "../features/app/requests.ts";
import {
  currenciesSaga,
  requestCurrencyRates,
  requestEntityWallets,
} from "../features/currencies/saga.ts";
import { notificationsActions } from "../features/notifications/slice.ts";
import {
  notificationsSaga,
  requestMarkAllRead,
  requestMarkRead,
  requestNotifications,
} from "../features/notifications/saga.ts";
import {
  requestLogin,
  requestLogout,
  requestRegister,
  requestSocialEmailUpdate,
  requestSocialLogin,
  requestTelegramLogin,
  requestTwoFactorChallenge,
} from "../features/session/requests.ts";
import { sessionSaga } from "../features/session/saga.ts";
import { sessionActions } from "../features/session/slice.ts";
import { requestGeneralSettings, settingsSaga } from "../features/settings/saga.ts";
import { settingsActions } from "../features/settings/slice.ts";
import {
  requestChangeLanguage,
  requestConfirmTwoFactor,
  requestDisableTwoFactor,
  requestEnableTwoFactor,
  requestRecoveryCodes,
  requestRegenerateRecoveryCodes,
  requestUserInformation,
} from "../features/user/requests.ts";
import { userSaga } from "../features/user/saga.ts";
import { userActions } from "../features/user/slice.ts";
import {
  requestDepositAddress,
  requestLightningInvoice,
  requestSelectWallet,
  requestUpdateWalletSettings,
  requestUserWallets,
  requestWalletSettings,
  requestWithdrawal,
} from "../features/wallets/requests.ts";
import { loadWalletSettingsWorker, walletsSaga } from "../features/wallets/saga.ts";
import { walletsActions } from "../features/wallets/slice.ts";
import { userFixture } from "../test/fixtures.ts";
import { instantDelays, sagaContext } from "../test/saga-context.ts";
import type { MemoryPlatformOptions } from "../testing/index.ts";
import { rootReducer, type RootState } from "./root-reducer.ts";
import { rootSaga } from "./root-saga.ts";

const signedIn = () =>
  rootReducer(
    rootReducer(undefined, sessionActions.restored({ token: "tok", loginType: "email" })),
    userActions.fetched(userFixture({ lang: "en" })),
  );
const notification = {
  id: "n1",
  type: "system",
  title: "t",
  body: "b",
  image: null,
  link: null,
  is_read: false,
  read_at: null,
  created_at: "2026-01-01T00:00:00Z",
} as const;

interface Case {
  saga: () => SagaIterator;
  action: { type: string };
  request: (...args: never[]) => unknown;
  state?: () => RootState;
  platform?: MemoryPlatformOptions;
}

const cases: Record<string, Case> = {
  "session: login": {
    saga: sessionSaga,
    action: sessionActions.loginSubmitted({ username_or_email: "a", password: "b" }),
    request: requestLogin,
  },
  "session: two-factor challenge": {
    saga: sessionSaga,
    action: sessionActions.twoFactorChallengeSubmitted({ code: "123456" }),
    request: requestTwoFactorChallenge,
    state: () => rootReducer(undefined, sessionActions.twoFactorRequired({ authId: "auth-1" })),
  },
  "session: register": {
    saga: sessionSaga,
    action: sessionActions.registerSubmitted({ username: "u", email: "e@x.test", password: "p" }),
    request: requestRegister,
  },
  "session: social login": {
    saga: sessionSaga,
    action: sessionActions.socialLoginSubmitted({ provider_name: "google", access_token: "t" }),
    request: requestSocialLogin,
  },
  "session: social e-mail update": {
    saga: sessionSaga,
    action: sessionActions.socialEmailUpdateSubmitted({ email: "e@x.test", username: "u" }),
    request: requestSocialEmailUpdate,
    state: () =>
      rootReducer(
        undefined,
        sessionActions.socialEmailRequired({ provider: "google", accessToken: "t", email: null }),
      ),
  },
  "session: Telegram login": {
    saga: sessionSaga,
    action: sessionActions.telegramLoginSubmitted(),
    request: requestTelegramLogin,
    platform: { telegram: { initDataRaw: "user=x&hash=y" } },
  },
  "session: logout": {
    saga: sessionSaga,
    action: sessionActions.logoutRequested(),
    request: requestLogout,
    state: signedIn,
  },
  "user: fetch": {
    saga: userSaga,
    action: userActions.fetchRequested(),
    request: requestUserInformation,
  },
  "user: enable two-factor": {
    saga: userSaga,
    action: userActions.twoFactorEnableRequested(),
    request: requestEnableTwoFactor,
  },
  "user: confirm two-factor": {
    saga: userSaga,
    action: userActions.twoFactorConfirmSubmitted({ code: "1" }),
    request: requestConfirmTwoFactor,
  },
  "user: disable two-factor": {
    saga: userSaga,
    action: userActions.twoFactorDisableSubmitted({ code: "1" }),
    request: requestDisableTwoFactor,
  },
  "user: recovery codes": {
    saga: userSaga,
    action: userActions.recoveryCodesRequested(),
    request: requestRecoveryCodes,
  },
  "user: regenerate recovery codes": {
    saga: userSaga,
    action: userActions.recoveryCodesRegenerateSubmitted({ code: "1" }),
    request: requestRegenerateRecoveryCodes,
  },
  "wallets: load": {
    saga: walletsSaga,
    action: walletsActions.loadRequested(),
    request: requestUserWallets,
  },
  "wallets: select": {
    saga: walletsSaga,
    action: walletsActions.selectRequested({ code: "BTC" }),
    request: requestSelectWallet,
  },
  "wallets: settings": {
    saga: walletsSaga,
    action: walletsActions.settingsRequested(),
    request: requestWalletSettings,
  },
  "wallets: save settings": {
    saga: walletsSaga,
    action: walletsActions.settingsSubmitted({
      display_currency: "EUR",
      hide_zero_balances: true,
    } as never),
    request: requestUpdateWalletSettings,
  },
  "wallets: deposit address": {
    saga: walletsSaga,
    action: walletsActions.depositAddressRequested({ entity_wallet_code: "BTC", kind: "BTC" }),
    request: requestDepositAddress,
  },
  "wallets: Lightning invoice": {
    saga: walletsSaga,
    action: walletsActions.lightningInvoiceRequested({ amount: "0.001" }),
    request: requestLightningInvoice,
  },
  "wallets: withdrawal": {
    saga: walletsSaga,
    action: walletsActions.withdrawalSubmitted({
      entity_wallet_code: "ETH",
      network: "ETH",
      amount: "1",
      address: "0x0",
    }),
    request: requestWithdrawal,
  },
  "currencies: coins": {
    saga: currenciesSaga,
    action: { type: "currencies/loadRequested" },
    request: requestEntityWallets,
  },
  "currencies: rates": {
    saga: currenciesSaga,
    action: { type: "currencies/loadRequested" },
    request: requestCurrencyRates,
  },
  "settings: general": {
    saga: settingsSaga,
    action: settingsActions.loadRequested(),
    request: requestGeneralSettings,
  },
  "notifications: page": {
    saga: notificationsSaga,
    action: notificationsActions.loadRequested(undefined),
    request: requestNotifications,
  },
  "notifications: read one": {
    saga: notificationsSaga,
    action: notificationsActions.selected(notification),
    request: requestMarkRead,
  },
  "notifications: read all": {
    saga: notificationsSaga,
    action: notificationsActions.allReadRequested(),
    request: requestMarkAllRead,
  },
  "language: saved on the account": {
    saga: languageSaga,
    action: appActions.languageSelected("de"),
    request: requestChangeLanguage,
    state: signedIn,
  },
  "navigation: country check": {
    saga: navigationSaga,
    action: appActions.locationChanged({ pathname: "/", search: "", hash: "" }),
    request: requestCountryBlock,
  },
};

describe("watchers", () => {
  it.each(Object.entries(cases))(
    "%s: the event reaches the worker, and again after the worker failed",
    async (_name, c) => {
      const { providers } = sagaContext(c.platform);
      const calls: unknown[][] = [];
      const failing: StaticProvider = [
        matchers.call.fn(c.request),
        dynamic((effect: { args: unknown[] }) => {
          calls.push(effect.args);
          throw new ApiError({ status: 500, message: "down" });
        }),
      ];
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
  it("loads the wallet settings, or shows a toast when they fail", async () => {
    const { providers } = sagaContext();
    const settings = { display_currency: "EUR", hide_zero_balances: true } as never;
    const ok = await expectSaga(loadWalletSettingsWorker)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(requestWalletSettings), settings], ...providers])
      .run();
    expect((ok.storeState as RootState).wallets.settings).toEqual(settings);
    const failed = await expectSaga(loadWalletSettingsWorker)
      .withReducer(rootReducer)
      .provide([
        [
          matchers.call.fn(requestWalletSettings),
          throwError(new ApiError({ status: 500, message: "down" })),
        ],
        ...providers,
      ])
      .run();
    expect((failed.storeState as RootState).app.toasts.map((t) => t.kind)).toEqual(["error"]);
  });

  it("loads the redirect rules; a failure leaves none and is logged", async () => {
    const { platform, providers } = sagaContext();
    const rule = { path: "/old", target_type: "internal", target: "/new" } as never;
    const ok = await expectSaga(loadRedirectRules)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(requestRedirectRules), [rule]], ...providers])
      .run();
    expect((ok.storeState as RootState).app.redirects).toEqual([rule]);
    await expectSaga(loadRedirectRules)
      .withReducer(rootReducer)
      .provide([
        [
          matchers.call.fn(requestRedirectRules),
          throwError(new ApiError({ status: 404, message: "Not found." })),
        ],
        ...providers,
      ])
      .run();
    expect(platform.logger.entries.map((e) => e.message)).toEqual(["redirect rules fetch failed"]);
  });

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
      .put(sessionActions.restored({ token: null, loginType: "email" }))
      .put.actionType(appActions.started.type)
      .silentRun(50);
    const [connection] = platform.realtime.connections;
    expect(connection?.log).toEqual([
      "subscribe bets",
      "subscribe rates",
      "unsubscribe bets",
      "unsubscribe rates",
      "disconnect",
    ]);
    expect((storeState as RootState).app.splash).toBe(false);
  });
});
