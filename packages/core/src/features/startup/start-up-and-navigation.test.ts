import { ApiError } from "@casino/api";
import { expectSaga } from "redux-saga-test-plan";
import { throwError } from "redux-saga-test-plan/providers";
import { rootReducer } from "../../store/root-reducer.ts";
import { makeStore } from "../../store/make-store.ts";
import { userFetched, userFixture } from "../../test/fixtures.ts";
import { endpointAnswers, instantDelays, sagaContext } from "../../test/saga-context.ts";
import { signedInRoutes } from "../../test/signed-in-store.ts";
import { createFakeApi, createMemoryPlatform, until } from "../../testing/index.ts";
import { sessionActions } from "../session/slice.ts";
import { siteApi } from "../site/api.ts";
import { selectUser } from "../user/selectors.ts";
import {
  BUILD_CHECK_INTERVAL_MS,
  buildCheckSaga,
  buildIdOf,
} from "../build-check/build-check-saga.ts";
import { buildCheckActions } from "../build-check/slice.ts";
import { adoptUserLanguageWorker, languageSelectedWorker } from "../language/language-saga.ts";
import { resolveLanguage, toSupportedLanguage } from "../language/language.ts";
import { languageActions } from "../language/slice.ts";
import { locationChangedWorker } from "../navigation/navigation-saga.ts";
import { navigationActions, selectRedirects } from "../navigation/slice.ts";
import { clearCookiesOnce } from "./bootstrap-saga.ts";
import { accountSettingsApi } from "../user/api.ts";
import { navigationApi } from "../navigation/api.ts";
import { runMutation } from "../../store/query-effects.ts";

const signedIn = () =>
  rootReducer(
    rootReducer(undefined, sessionActions.restored({ token: "tok", shellKind: "email" })),
    userFetched(userFixture()),
  );

describe("language", () => {
  it.each([
    [{ cookie: "ja", loggedIn: false, telegramLanguage: "de", browserLanguage: "fr" }, "ja"],
    [{ cookie: undefined, loggedIn: false, telegramLanguage: "de", browserLanguage: "fr" }, "de"],
    [
      { cookie: undefined, loggedIn: false, telegramLanguage: undefined, browserLanguage: "pt-BR" },
      "pt",
    ],
    [
      { cookie: undefined, loggedIn: false, telegramLanguage: "zz", browserLanguage: "xx-YY" },
      "en",
    ],
    [{ cookie: "xx", loggedIn: true, telegramLanguage: "de", browserLanguage: "fr" }, "en"],
  ])("%j -> %s", (input, expected) => {
    expect(resolveLanguage(input)).toBe(expected);
  });
  it("maps tags to supported languages", () => {
    expect(toSupportedLanguage("RU")).toBe("ru");
    expect(toSupportedLanguage("es_MX")).toBe("es");
    expect(toSupportedLanguage("it")).toBeNull();
  });

  it("saves the cookie for 6 months and PATCHes it when signed in", async () => {
    const { platform, providers } = sagaContext();
    await expectSaga(languageSelectedWorker, languageActions.selected("de"))
      .withReducer(rootReducer, signedIn())
      .provide([
        ...providers,
        endpointAnswers(accountSettingsApi.endpoints.changeLanguage, { lang: "de" }),
      ])
      .call(runMutation, accountSettingsApi.endpoints.changeLanguage, { lang: "de" })
      .run();
    expect(platform.storage.entries.get("lang")).toEqual({ value: "de", maxAge: 180 * 86_400 });
  });

  it("only saves the cookie when signed out or unchanged", async () => {
    const { providers } = sagaContext();
    await expectSaga(languageSelectedWorker, languageActions.selected("fr"))
      .withReducer(rootReducer)
      .provide(providers)
      .not.call.fn(runMutation)
      .run();
    await expectSaga(languageSelectedWorker, languageActions.selected("en"))
      .withReducer(rootReducer, signedIn())
      .provide(providers)
      .not.call.fn(runMutation)
      .run();
  });

  it("fetches translated content (blogs, static pages) again in the new language", async () => {
    let answered = 0;
    const api = createFakeApi({
      // The real client sends the store's language (X-localization) with each request.
      "GET /api/pages/{slug}": () => ({
        id: 1,
        slug: "faqs",
        title: answered++ === 0 ? "FAQs" : "Häufige Fragen",
        body: "<p>x</p>",
        meta_description: null,
        updated_at: "2026-11-01T00:00:00Z",
      }),
    });
    const store = makeStore({ platform: createMemoryPlatform(), api: api.client });
    const page = store.dispatch(siteApi.endpoints.getPage.initiate("faqs"));
    await until(() => Boolean(siteApi.endpoints.getPage.select("faqs")(store.getState()).data));
    expect(siteApi.endpoints.getPage.select("faqs")(store.getState()).data?.title).toBe("FAQs");
    store.dispatch(languageActions.selected("de"));
    await until(
      () =>
        siteApi.endpoints.getPage.select("faqs")(store.getState()).data?.title === "Häufige Fragen",
    );
    expect(api.callsTo("GET /api/pages/{slug}")).toHaveLength(2);
    page.unsubscribe();
    store.close();
  });

  it("adopts the account language when no cookie is saved", async () => {
    const { providers } = sagaContext();
    await expectSaga(adoptUserLanguageWorker, { payload: userFixture({ lang: "tr" }) })
      .provide(providers)
      .put(languageActions.selected("tr"))
      .run();
    const withCookie = sagaContext({ cookies: { lang: "de" } });
    await expectSaga(adoptUserLanguageWorker, { payload: userFixture({ lang: "tr" }) })
      .provide(withCookie.providers)
      .not.put.actionType(languageActions.selected.type)
      .run();
  });
});

describe("bootstrap", () => {
  it("cleans lang, previousRoute and login_type once, then sets clear_cookie for 6 months", () => {
    const { platform } = sagaContext({
      cookies: { lang: "de", previousRoute: "/x", login_type: "email", token: "keep" },
    });
    expect(clearCookiesOnce(platform.storage)).toBe(true);
    expect([...platform.storage.entries.keys()].sort()).toEqual(["clear_cookie", "token"]);
    expect(platform.storage.entries.get("clear_cookie")?.maxAge).toBe(180 * 86_400);
    platform.storage.set("lang", "ja");
    expect(clearCookiesOnce(platform.storage)).toBe(false);
    expect(platform.storage.get("lang")).toBe("ja");
  });

  it("restores the session, resolves the language, stores referral values and loads signed-in data", async () => {
    const platform = createMemoryPlatform({
      cookies: { token: "tok", clear_cookie: "1" },
      path: "/?ref=friend-1&affiliate_token=aff-2",
      config: { browserLanguage: "nl-NL" },
    });
    const fake = createFakeApi({
      ...signedInRoutes(),
      "GET /api/redirect-rules": () => [
        { id: 1, path: "/old", target_type: "internal", target: "/new" },
      ],
    });
    const store = makeStore({ platform, api: fake.client });
    await until(
      () => selectUser(store.getState()) !== null && selectRedirects(store.getState()).length > 0,
    );
    // The player channel's subscription refetches wallets and general settings once more and
    // reads the pending deposits.
    await until(() => fake.calls.length === 10);
    expect([...new Set(fake.calls.map((c) => c.route))].sort()).toEqual([
      "GET /api/redirect-rules",
      "GET /api/settings/general",
      "GET /api/user/information",
      "GET /api/user/transactions",
      "GET /api/wallets/entity-wallets",
      "GET /api/wallets/entity-wallets/rate",
      "GET /api/wallets/setting",
      "GET /api/wallets/user-wallets",
    ]);
    expect(store.getState().session.token).toBe("tok");
    expect(store.getState().language.current).toBe("en"); // signed in without a cookie: the account language follows
    expect(selectRedirects(store.getState())).toEqual([
      { path: "/old", target_type: "internal", target: "/new" },
    ]);
    expect(platform.storage.get("reference_id")).toBe("friend-1");
    expect(platform.storage.get("affiliate_token")).toBe("aff-2");
    store.close();
  });

  it("hides the splash for a guest and picks the browser language; a failed redirect-rules call leaves none", async () => {
    const platform = createMemoryPlatform({
      cookies: { clear_cookie: "1" },
      config: { browserLanguage: "nl-NL" },
    });
    const fake = createFakeApi({
      ...signedInRoutes(),
      "GET /api/redirect-rules": () => {
        throw new ApiError({ status: 0, message: "offline" });
      },
    });
    const store = makeStore({ platform, api: fake.client });
    await until(() =>
      platform.logger.entries.some((e) => e.message === "redirect rules fetch failed"),
    );
    expect(store.getState().language.current).toBe("nl");
    expect(store.getState().startup.splash).toBe(false);
    expect(selectRedirects(store.getState())).toEqual([]);
    expect(fake.callsTo("GET /api/user/information")).toEqual([]);
    expect(fake.callsTo("GET /api/wallets/user-wallets")).toEqual([]);
    store.close();
  });
});

describe("navigation", () => {
  it("checks the country and, when blocked, clears the token and replaces to /not-available", async () => {
    const { platform, providers } = sagaContext({ cookies: { token: "tok" }, path: "/promotion" });
    const { storeState } = await expectSaga(
      locationChangedWorker,
      navigationActions.locationChanged({ pathname: "/promotion", search: "", hash: "" }),
    )
      .withReducer(rootReducer, signedIn())
      .provide([
        ...providers,
        endpointAnswers(navigationApi.endpoints.countryBlock, {
          is_blocked: true,
          country_code: "XX",
        }),
      ])
      .put(sessionActions.tokenRevokedByCountryBlock())
      .run();
    expect(storeState.session.token).toBeNull();
    expect(platform.storage.get("token")).toBeUndefined();
    expect(platform.navigation.events).toEqual([{ type: "replace", path: "/not-available" }]);
  });

  it("stores a bonus code for 1 day and removes it from the URL; country failures are ignored", async () => {
    const { platform, providers } = sagaContext({ path: "/?txtbonuscode=SPIN&type=slots" });
    await expectSaga(
      locationChangedWorker,
      navigationActions.locationChanged({
        pathname: "/",
        search: "?txtbonuscode=SPIN&type=slots",
        hash: "",
      }),
    )
      .withReducer(rootReducer)
      .provide([
        ...providers,
        endpointAnswers(
          navigationApi.endpoints.countryBlock,
          throwError(new ApiError({ status: 500, message: "x" })),
        ),
      ])
      .run();
    expect(platform.storage.entries.get("bonus_code")).toEqual({ value: "SPIN", maxAge: 86_400 });
    expect(platform.navigation.events).toEqual([{ type: "replace", path: "/?type=slots" }]);
  });

  it("opens login for backToUrl and saves the previous route", async () => {
    const { platform, providers } = sagaContext();
    const { storeState } = await expectSaga(
      locationChangedWorker,
      navigationActions.locationChanged({
        pathname: "/",
        search: "?backToUrl=%2Fprizes",
        hash: "",
      }),
    )
      .withReducer(rootReducer)
      .provide([
        ...providers,
        endpointAnswers(navigationApi.endpoints.countryBlock, {
          is_blocked: false,
          country_code: "DE",
        }),
      ])
      .run();
    expect(storeState.session.authDialog).toEqual({ open: true, tab: "login" });
    expect(storeState.session.afterLoginPath).toBe("/prizes");
    expect(platform.storage.entries.get("previousRoute")).toEqual({
      value: "/?backToUrl=%2Fprizes",
      maxAge: 86_400,
    });
  });

  it("reloads on the next navigation once a new build is published", async () => {
    const { platform, providers } = sagaContext();
    const state = rootReducer(undefined, buildCheckActions.buildChanged({ buildId: "b2" }));
    await expectSaga(
      locationChangedWorker,
      navigationActions.locationChanged({ pathname: "/blogs", search: "", hash: "" }),
    )
      .withReducer(rootReducer, state)
      .provide(providers)
      .not.call.fn(runMutation)
      .run();
    expect(platform.navigation.events).toEqual([{ type: "reload" }]);
  });

  it("shows the mini-app back button only with history and off the lobby", async () => {
    const { platform, providers } = sagaContext({ telegram: { initDataRaw: "x" }, path: "/" });
    platform.navigation.push("/promotion");
    await expectSaga(
      locationChangedWorker,
      navigationActions.locationChanged({ pathname: "/promotion", search: "", hash: "" }),
    )
      .withReducer(rootReducer, signedIn())
      .provide([
        ...providers,
        endpointAnswers(navigationApi.endpoints.countryBlock, {
          is_blocked: false,
          country_code: null,
        }),
      ])
      .run();
    expect(platform.telegram?.backButtonVisible).toBe(true);
  });
});

describe("navigation rule inputs", () => {
  it("re-runs the rules when the visitor signs in or the redirect rules arrive, without a new country check", async () => {
    let releaseRules: (rules: unknown[]) => void = () => undefined;
    const platform = createMemoryPlatform({ cookies: { clear_cookie: "1" }, path: "/old" });
    const fake = createFakeApi({
      ...signedInRoutes(),
      "GET /api/redirect-rules": () => new Promise((resolve) => (releaseRules = resolve)),
      "GET /api/countries/is-blocked": () => ({ is_blocked: false }),
    });
    const store = makeStore({ platform, api: fake.client });
    store.dispatch(navigationActions.locationChanged({ pathname: "/old", search: "", hash: "" }));
    await until(() => store.getState().navigation.countryBlocked === false);
    expect(platform.navigation.location().pathname).toBe("/old");
    releaseRules([{ id: 1, path: "/old", target_type: "internal", target: "/login" }]);
    await until(() => platform.navigation.location().pathname === "/login");
    // A guest may stay on the guest-only /login; signing in sends the player to the lobby.
    store.dispatch(sessionActions.loginSucceeded({ token: "tok", method: "password" }));
    await until(() => platform.navigation.location().pathname === "/");
    expect(fake.callsTo("GET /api/countries/is-blocked")).toHaveLength(1);
    store.close();
  });

  it("asks a guest who opens a protected page to sign in, and brings them back there after", async () => {
    const platform = createMemoryPlatform({ path: "/vip-program" });
    const fake = createFakeApi({ "GET /api/countries/is-blocked": () => ({ is_blocked: false }) });
    const store = makeStore({ platform, api: fake.client });
    store.dispatch(
      navigationActions.locationChanged({ pathname: "/vip-program", search: "", hash: "" }),
    );
    await until(() => platform.navigation.location().pathname === "/");
    const back = platform.navigation.location();
    expect(back.search).toBe("?backToUrl=%2Fvip-program");
    store.dispatch(navigationActions.locationChanged(back));
    await until(() => store.getState().session.authDialog.open);
    expect(store.getState().session.authDialog.tab).toBe("login");
    expect(store.getState().session.afterLoginPath).toBe("/vip-program");
    store.close();
  });

  it("sends a player who signs out on a protected page to the lobby without asking to sign in", async () => {
    const platform = createMemoryPlatform({ path: "/vip-program" });
    const fake = createFakeApi({
      ...signedInRoutes(),
      "GET /api/countries/is-blocked": () => ({ is_blocked: false }),
    });
    const store = makeStore({ platform, api: fake.client });
    store.dispatch(sessionActions.restored({ token: "tok", shellKind: "email" }));
    store.dispatch(
      navigationActions.locationChanged({ pathname: "/vip-program", search: "", hash: "" }),
    );
    await until(() => store.getState().navigation.countryBlocked === false);
    store.dispatch(sessionActions.loggedOut({ reason: "logout" }));
    await until(() => platform.navigation.location().pathname === "/");
    expect(platform.navigation.location().search).toBe("");
    expect(store.getState().session.authDialog.open).toBe(false);
    store.close();
  });

  it("leaves a 401 on an auth-only page to the unauthorized flow, which keeps the page as backToUrl", async () => {
    const platform = createMemoryPlatform({ path: "/profile/my-profile" });
    const fake = createFakeApi({
      ...signedInRoutes(),
      "GET /api/countries/is-blocked": () => ({ is_blocked: false }),
    });
    const store = makeStore({ platform, api: fake.client });
    store.dispatch(sessionActions.restored({ token: "tok", shellKind: "email" }));
    store.dispatch(
      navigationActions.locationChanged({ pathname: "/profile/my-profile", search: "", hash: "" }),
    );
    await until(() => store.getState().navigation.countryBlocked === false);
    store.dispatch(sessionActions.unauthorized());
    await until(() => platform.navigation.events.some((event) => event.type === "assign"));
    expect(platform.navigation.events).toEqual([
      { type: "assign", url: "/?backToUrl=%2Fprofile%2Fmy-profile" },
    ]);
    store.close();
  });
});

describe("build check", () => {
  it("reads build ids", () => {
    expect(buildIdOf({ buildId: "a" })).toBe("a");
    expect(buildIdOf({ build_id: 7 })).toBe("7");
    expect(buildIdOf({ version: "v2" })).toBe("v2");
    expect(buildIdOf("x")).toBeNull();
  });

  it("polls with a timestamp and flags a changed build", async () => {
    const urls: string[] = [];
    let answer = { buildId: "test-build" };
    const fetchJson = async (url: string) => {
      urls.push(url);
      const current = answer;
      answer = { buildId: "next-build" };
      return current;
    };
    const delays: number[] = [];
    const { providers } = sagaContext({ fetchJson, now: () => 1234 });
    const { storeState } = await expectSaga(buildCheckSaga)
      .withReducer(rootReducer)
      .provide([...providers, instantDelays(delays)])
      .put(buildCheckActions.buildChanged({ buildId: "next-build" }))
      .run();
    expect(urls).toEqual(["/builds/latest.json?t=1234", "/builds/latest.json?t=1234"]);
    expect(delays).toEqual([BUILD_CHECK_INTERVAL_MS, BUILD_CHECK_INTERVAL_MS]);
    expect(storeState.buildCheck.updateAvailable).toBe(true);
  });
});
