import { expectSaga } from "redux-saga-test-plan";
import { throwError, type StaticProvider } from "redux-saga-test-plan/providers";
import { rootReducer, type RootState } from "../../store/root-reducer.ts";
import { userFetched, userFixture } from "../../test/fixtures.ts";
import { endpointAnswers, instantDelays, sagaContext } from "../../test/saga-context.ts";
import { LOGOUT_LOADING_MS, logoutWorker, unauthorizedWorker } from "./logout-saga.ts";
import { ensureMiniAppSession, telegramUserIdOf } from "./mini-app-session.ts";
import { sessionActions } from "./slice.ts";
import { sessionApi } from "./api.ts";

function signedInState() {
  let state = rootReducer(undefined, sessionActions.restored({ token: "tok", shellKind: "email" }));
  state = rootReducer(state, userFetched(userFixture()));
  return rootReducer(state, sessionActions.logoutRequested());
}
const signedInCookies = { token: "tok", remeberWallet: "USDT", lang: "de" };

describe("logoutWorker", () => {
  it("clears the token and the remembered wallet (the cache is reset by the session-data saga); on an auth-only page goes to the lobby", async () => {
    const { platform, providers } = sagaContext({
      cookies: signedInCookies,
      path: "/profile/my-profile",
    });
    const delays: number[] = [];
    const { storeState } = await expectSaga(logoutWorker)
      .withReducer(rootReducer, signedInState())
      .provide([
        ...providers,
        endpointAnswers(sessionApi.endpoints.logout, null),
        instantDelays(delays),
      ])
      .put(sessionActions.loggedOut({ reason: "logout" }))
      .put(sessionActions.logoutLoadingHidden())
      .run();
    expect(storeState.session.token).toBeNull();
    expect(storeState.session.logoutPending).toBe(false);
    expect(platform.storage.get("token")).toBeUndefined();
    expect(platform.storage.get("remeberWallet")).toBeUndefined();
    expect(platform.storage.get("lang")).toBe("de");
    expect(platform.navigation.events).toEqual([{ type: "push", path: "/" }]);
    expect(delays).toEqual([LOGOUT_LOADING_MS]); // only the guard raced against the revoke call
  });

  it("reloads any other page and hides the loading after 10 s; a failed revoke still logs out", async () => {
    const { platform, providers } = sagaContext({ cookies: signedInCookies, path: "/promotion" });
    const delays: number[] = [];
    await expectSaga(logoutWorker)
      .withReducer(rootReducer, signedInState())
      .provide([
        ...providers,
        endpointAnswers(sessionApi.endpoints.logout, throwError(new Error("offline"))),
        instantDelays(delays),
      ])
      .put(sessionActions.loggedOut({ reason: "logout" }))
      .put(sessionActions.logoutLoadingHidden())
      .run();
    expect(platform.navigation.events).toEqual([{ type: "reload" }]);
    expect(delays).toEqual([LOGOUT_LOADING_MS, LOGOUT_LOADING_MS]); // revoke guard, then reload guard
  });

  it("does not navigate inside the mini app", async () => {
    const { platform, providers } = sagaContext({
      cookies: signedInCookies,
      path: "/inboxes",
      telegram: { initDataRaw: "x" },
    });
    const state = rootReducer(
      signedInState(),
      sessionActions.restored({ token: "tok", shellKind: "telegram" }),
    );
    await expectSaga(logoutWorker)
      .withReducer(rootReducer, state)
      .provide([...providers, endpointAnswers(sessionApi.endpoints.logout, null), instantDelays()])
      .put(sessionActions.logoutLoadingHidden())
      .run();
    expect(platform.navigation.events).toEqual([]);
  });
});

describe("unauthorizedWorker", () => {
  it("clears the token cookie and navigates fully to the lobby with backToUrl, once", async () => {
    const { platform, providers } = sagaContext({
      cookies: { token: "tok" },
      path: "/inboxes?page=2",
    });
    const state = rootReducer(signedInState(), sessionActions.logoutLoadingHidden());
    const unauthorized = rootReducer(state, sessionActions.unauthorized());
    const { storeState } = await expectSaga(unauthorizedWorker)
      .withReducer(rootReducer, unauthorized)
      .provide(providers)
      .run();
    expect(unauthorized.session.token).toBeNull();
    expect(platform.storage.get("token")).toBeUndefined();
    expect(platform.navigation.events).toEqual([
      { type: "assign", url: "/?backToUrl=%2Finboxes%3Fpage%3D2" },
    ]);
    await expectSaga(unauthorizedWorker)
      .withReducer(rootReducer, storeState as RootState)
      .provide(providers)
      .run();
    expect(platform.navigation.events).toHaveLength(1);
  });

  it("does not navigate while logging out", async () => {
    const { platform, providers } = sagaContext({ cookies: { token: "tok" }, path: "/promotion" });
    await expectSaga(unauthorizedWorker)
      .withReducer(rootReducer, signedInState())
      .provide(providers)
      .run();
    expect(platform.navigation.events).toEqual([]);
  });
});

describe("mini app session", () => {
  const initData = (id: number) =>
    `user=${encodeURIComponent(JSON.stringify({ id, first_name: "A" }))}&auth_date=1700000000&hash=x`;

  /** A mini app tab whose session (token `tok`) was signed in through the messaging app. */
  const telegramTab = () =>
    rootReducer(undefined, sessionActions.restored({ token: "tok", shellKind: "telegram" }));

  /** The session check drops the tab's session and signs in with the launch data again. */
  async function expectSessionReplaced(providers: StaticProvider[]) {
    await expectSaga(ensureMiniAppSession)
      .withReducer(rootReducer, telegramTab())
      .provide(providers)
      .put(sessionActions.loggedOut({ reason: "telegramUserChanged" }))
      .put(sessionActions.telegramLoginSubmitted())
      .run();
  }

  it("reads the user id from launch data", () => {
    expect(telegramUserIdOf(initData(7))).toBe(7);
    expect(telegramUserIdOf("user=not-json")).toBeNull();
    expect(telegramUserIdOf(undefined)).toBeNull();
  });

  it("keeps the session this tab signed in as the same messaging user", async () => {
    const { platform, providers } = sagaContext({
      telegram: { initDataRaw: initData(7), userId: 7 },
      cookies: { token: "tok", initDataTelegram: initData(7) },
      session: { telegram_user_id: "7" },
    });
    const state = telegramTab();
    await expectSaga(ensureMiniAppSession)
      .withReducer(rootReducer, state)
      .provide(providers)
      .not.put.actionType(sessionActions.telegramLoginSubmitted.type)
      .run();
    // The raw launch data an older build left in a cookie is removed.
    expect(platform.storage.get("initDataTelegram")).toBeUndefined();
  });

  it("does not trust raw launch data left in a cookie: an unknown session is replaced", async () => {
    const { platform, providers } = sagaContext({
      telegram: { initDataRaw: initData(7), userId: 7 },
      cookies: { token: "tok", initDataTelegram: initData(7) },
    });
    await expectSessionReplaced(providers);
    expect(platform.storage.get("initDataTelegram")).toBeUndefined();
  });

  it("drops the session of another messaging user and logs in again", async () => {
    const { platform, providers } = sagaContext({
      telegram: { initDataRaw: initData(8), userId: 8 },
      cookies: { token: "tok" },
      session: { telegram_user_id: "7" },
    });
    await expectSessionReplaced(providers);
    expect(platform.storage.get("token")).toBeUndefined();
  });

  it("logs in when there is no session", async () => {
    const { providers } = sagaContext({ telegram: { initDataRaw: initData(8), userId: 8 } });
    await expectSaga(ensureMiniAppSession)
      .withReducer(rootReducer)
      .provide(providers)
      .not.put.actionType(sessionActions.loggedOut.type)
      .put(sessionActions.telegramLoginSubmitted())
      .run();
  });
});
