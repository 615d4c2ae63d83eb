import { expectSaga } from "redux-saga-test-plan";
import { rootReducer } from "../../store/root-reducer.ts";
import { instantDelays, sagaContext } from "../../test/saga-context.ts";
import { sessionActions } from "../session/slice.ts";
import { walletsActions } from "../wallets/slice.ts";
import { bonusesActions } from "../bonuses/slice.ts";
import { handleDeepLink, miniAppChromeSaga, startParamWorker } from "./mini-app-saga.ts";

const signedIn = () =>
  rootReducer(undefined, sessionActions.restored({ token: "tok", shellKind: "telegram" }));

describe("start parameter (rule 9)", () => {
  it("waits 500 ms, handles a new launch once and remembers its auth_date", async () => {
    const { platform, providers } = sagaContext({
      telegram: {
        initDataRaw: "x",
        startParam: "open-page_promotion__summer",
        authDate: 1700000000,
      },
    });
    const delays: number[] = [];
    await expectSaga(startParamWorker)
      .withReducer(rootReducer)
      .provide([...providers, instantDelays(delays)])
      .run();
    expect(delays).toEqual([500]);
    expect(platform.navigation.events).toEqual([{ type: "push", path: "/promotion/summer" }]);
    expect(platform.storage.session.get("auth_date")).toBe("1700000000");
    await expectSaga(startParamWorker)
      .withReducer(rootReducer)
      .provide([...providers, instantDelays()])
      .run();
    expect(platform.navigation.events).toHaveLength(1);
  });

  it("at mount, waits for a Telegram sign-in still running and leaves a successful one to the login watcher", async () => {
    const { platform, providers } = sagaContext({
      telegram: { initDataRaw: "x", startParam: "open-deposit", authDate: 1700000001 },
    });
    const signingIn = rootReducer(undefined, sessionActions.telegramLoginSubmitted());
    await expectSaga(startParamWorker)
      .withReducer(rootReducer, signingIn)
      .provide([...providers, instantDelays()])
      .dispatch(sessionActions.loginSucceeded({ token: "tok", method: "telegram" }))
      .not.put(sessionActions.authDialogOpened({ tab: "login" }))
      .run();
    expect(platform.storage.session.get("auth_date")).toBeUndefined();
    await expectSaga(startParamWorker)
      .withReducer(rootReducer, signedIn())
      .provide([...providers, instantDelays()])
      .put(walletsActions.dialogOpened({ tab: "deposit" }))
      .run();
    expect(platform.storage.session.get("auth_date")).toBe("1700000001");
  });

  it("at mount, handles the start parameter as a guest when the Telegram sign-in fails", async () => {
    const { providers } = sagaContext({
      telegram: { initDataRaw: "x", startParam: "open-deposit", authDate: 1700000002 },
    });
    await expectSaga(startParamWorker)
      .withReducer(rootReducer, rootReducer(undefined, sessionActions.telegramLoginSubmitted()))
      .provide([...providers, instantDelays()])
      .dispatch(
        sessionActions.authFailed({
          status: 422,
          message: "x",
          code: "telegram_data_invalid",
          fieldErrors: {},
        }),
      )
      .put(sessionActions.authDialogOpened({ tab: "login" }))
      .run();
  });

  it("logs an invalid start parameter", async () => {
    const { platform, providers } = sagaContext({
      telegram: { initDataRaw: "x", startParam: "open-page_%2F%2Fevil", authDate: 1 },
    });
    await expectSaga(startParamWorker)
      .withReducer(rootReducer)
      .provide([...providers, instantDelays()])
      .run();
    expect(platform.navigation.events).toEqual([]);
    expect(
      platform.logger.entries.some(
        (e) => e.level === "warn" && e.message.startsWith("invalid start parameter"),
      ),
    ).toBe(true);
  });

  it.each([
    [{ action: "open-deposit" } as const, true, walletsActions.dialogOpened({ tab: "deposit" })],
    [{ action: "open-deposit" } as const, false, sessionActions.authDialogOpened({ tab: "login" })],
    [{ action: "open-bonus" } as const, true, bonusesActions.dialogOpened()],
    [
      { action: "open-auth", tab: "register" } as const,
      false,
      sessionActions.authDialogOpened({ tab: "register" }),
    ],
  ])("%j (signed in: %s)", async (link, loggedIn, action) => {
    const { providers } = sagaContext({ telegram: { initDataRaw: "x" } });
    await expectSaga(handleDeepLink, link)
      .withReducer(rootReducer, loggedIn ? signedIn() : undefined)
      .provide(providers)
      .put(action)
      .run();
  });

  it("stores a bonus code and opens a game", async () => {
    const { platform, providers } = sagaContext({ telegram: { initDataRaw: "x" } });
    await expectSaga(handleDeepLink, { action: "txtbonuscode", code: "SPIN" })
      .withReducer(rootReducer)
      .provide(providers)
      .run();
    await expectSaga(handleDeepLink, { action: "open-game", gameId: "candy-cascade" })
      .withReducer(rootReducer)
      .provide(providers)
      .run();
    expect(platform.storage.entries.get("bonus_code")).toEqual({ value: "SPIN", maxAge: 86_400 });
    expect(platform.navigation.events).toEqual([
      { type: "push", path: "/play-game/candy-cascade" },
    ]);
  });
});

describe("mini-app chrome (rule 10)", () => {
  it("enables closing confirmation, full screen on android and goes back on the back button", async () => {
    const { platform, providers } = sagaContext({
      telegram: { initDataRaw: "x", platform: "android" },
      path: "/",
    });
    platform.navigation.push("/promotion");
    const run = expectSaga(miniAppChromeSaga).provide(providers).silentRun(30);
    await Promise.resolve();
    platform.telegram!.clickBackButton();
    await run;
    expect(platform.telegram!.closingConfirmation).toBe(true);
    expect(platform.telegram!.fullscreenRequested).toBe(true);
    expect(platform.navigation.location().pathname).toBe("/");
  });

  it("does nothing outside the mini app", async () => {
    const { platform, providers } = sagaContext();
    await expectSaga(miniAppChromeSaga).provide(providers).run();
    expect(platform.navigation.events).toEqual([]);
  });
});
