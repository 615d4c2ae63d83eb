import { ApiError } from "@casino/api";
import { expectSaga } from "redux-saga-test-plan";
import { throwError } from "redux-saga-test-plan/providers";
import { rootReducer } from "../../store/root-reducer.ts";
import { endpointAnswers, sagaContext } from "../../test/saga-context.ts";
import {
  loginSucceededWorker,
  loginWorker,
  registerWorker,
  socialEmailUpdateWorker,
  socialLoginWorker,
  telegramLoginWorker,
  twoFactorChallengeWorker,
} from "./login-saga.ts";
import { sessionActions } from "./slice.ts";
import { sessionApi } from "./api.ts";
import { runMutation } from "../../store/query-effects.ts";

const credentials = { username_or_email: "lucky_player", password: "Str0ng!pass" };
const loginResult = {
  token: null,
  two_factor: false,
  auth_id: null,
  email: "lucky@example.com",
  email_verified_at: "2026-01-01T00:00:00Z",
};

describe("loginWorker", () => {
  it("stores nothing yet and signs in when a token comes back", async () => {
    const { providers } = sagaContext();
    const { storeState } = await expectSaga(loginWorker, sessionActions.loginSubmitted(credentials))
      .withReducer(rootReducer)
      .provide([
        ...providers,
        endpointAnswers(sessionApi.endpoints.login, { ...loginResult, token: "tok" }),
      ])
      .call(runMutation, sessionApi.endpoints.login, credentials)
      .put(sessionActions.loginSucceeded({ token: "tok", method: "password" }))
      .run();
    expect(storeState.session.token).toBe("tok");
  });

  it("goes to the two_factor tab and keeps auth_id", async () => {
    const { providers } = sagaContext();
    const { storeState } = await expectSaga(loginWorker, sessionActions.loginSubmitted(credentials))
      .withReducer(rootReducer)
      .provide([
        ...providers,
        endpointAnswers(sessionApi.endpoints.login, {
          ...loginResult,
          two_factor: true,
          auth_id: "auth-1",
        }),
      ])
      .put(sessionActions.twoFactorRequired({ authId: "auth-1" }))
      .run();
    expect(storeState.session.pendingAuthId).toBe("auth-1");
    expect(storeState.session.authDialog).toEqual({ open: true, tab: "two_factor" });
    expect(storeState.session.token).toBeNull();
  });

  it("opens the unverified-email dialog when the e-mail is unverified", async () => {
    const { providers } = sagaContext();
    const { storeState } = await expectSaga(loginWorker, sessionActions.loginSubmitted(credentials))
      .withReducer(rootReducer)
      .provide([
        ...providers,
        endpointAnswers(sessionApi.endpoints.login, { ...loginResult, email_verified_at: null }),
      ])
      .put(sessionActions.emailUnverified({ email: "lucky@example.com" }))
      .run();
    expect(storeState.session.unverifiedEmail).toBe("lucky@example.com");
  });

  it("keeps the server error with its field keys", async () => {
    const { providers } = sagaContext();
    const error = new ApiError({
      status: 422,
      message: "Wrong credentials",
      code: "invalid_credentials",
      fieldErrors: { password: ["invalid_credentials"] },
    });
    const { storeState } = await expectSaga(loginWorker, sessionActions.loginSubmitted(credentials))
      .withReducer(rootReducer)
      .provide([...providers, endpointAnswers(sessionApi.endpoints.login, throwError(error))])
      .run();
    expect(storeState.session.error).toEqual({
      status: 422,
      message: "Wrong credentials",
      code: "invalid_credentials",
      fieldErrors: { password: ["invalid_credentials"] },
    });
    expect(storeState.session.pending).toBe(false);
  });
});

describe("twoFactorChallengeWorker", () => {
  const withPending = () => ({
    ...rootReducer(undefined, { type: "init" }),
    session: { ...rootReducer(undefined, { type: "init" }).session, pendingAuthId: "auth-1" },
  });

  it.each([[{ code: "123456" }], [{ recovery_code: "abcd-efgh" }]])(
    "sends %j with auth_id and signs in",
    async (payload) => {
      const { providers } = sagaContext();
      await expectSaga(
        twoFactorChallengeWorker,
        sessionActions.twoFactorChallengeSubmitted(payload),
      )
        .withReducer(rootReducer, withPending())
        .provide([
          ...providers,
          endpointAnswers(sessionApi.endpoints.twoFactorChallenge, { token: "tok2" }),
        ])
        .call(runMutation, sessionApi.endpoints.twoFactorChallenge, {
          auth_id: "auth-1",
          ...payload,
        })
        .put(sessionActions.loginSucceeded({ token: "tok2", method: "two_factor" }))
        .run();
    },
  );

  it("fails without a pending auth_id", async () => {
    const { providers } = sagaContext();
    const { storeState } = await expectSaga(
      twoFactorChallengeWorker,
      sessionActions.twoFactorChallengeSubmitted({ code: "123456" }),
    )
      .withReducer(rootReducer)
      .provide(providers)
      .not.call.fn(runMutation)
      .run();
    expect(storeState.session.error?.code).toBe("token_expired");
  });
});

describe("registerWorker", () => {
  const form = {
    username: "lucky",
    email: "lucky@example.com",
    password: "Str0ng!pass",
    reference: "",
    voucher_code: "",
    age_confirmed: true,
    terms_accepted: true,
  };

  it("sends the referral code and confirmations with the attribution, keeps the typed promotion code for the redemption after sign-in and signs in when verification is disabled", async () => {
    const { platform, providers } = sagaContext({
      cookies: { bonus_code: "WELCOME", reference_id: "ref-7", affiliate_token: "aff-9" },
    });
    const typed = { ...form, reference: " ref-7 ", voucher_code: " SPRING25 " };
    await expectSaga(registerWorker, sessionActions.registerSubmitted(typed))
      .withReducer(rootReducer)
      .provide([
        ...providers,
        endpointAnswers(sessionApi.endpoints.register, {
          token: "tok",
          email: form.email,
          email_verified_at: null,
          email_verification_required: false,
        }),
      ])
      .call(runMutation, sessionApi.endpoints.register, {
        username: form.username,
        email: form.email,
        password: form.password,
        age_confirmed: true,
        terms_accepted: true,
        reference: "ref-7",
        affiliate_token: "aff-9",
        visitor_id: "visitor-test",
        voucher_code: null,
      })
      .put(sessionActions.loginSucceeded({ token: "tok", method: "register" }))
      .run();
    // The code typed replaces the stored one; the bonus code saga redeems it and says the outcome.
    expect(platform.storage.get("bonus_code")).toBe("SPRING25");
    expect(platform.navigation.events).toEqual([]);
  });

  it("goes to /sign-up/welcome when verification is required", async () => {
    const { platform, providers } = sagaContext({
      config: { emailVerification: true },
      fingerprint: new Error("blocked"),
    });
    const { storeState } = await expectSaga(registerWorker, sessionActions.registerSubmitted(form))
      .withReducer(rootReducer)
      .provide([
        ...providers,
        endpointAnswers(sessionApi.endpoints.register, {
          token: null,
          email: form.email,
          email_verified_at: null,
          email_verification_required: true,
        }),
      ])
      .call(runMutation, sessionApi.endpoints.register, {
        username: form.username,
        email: form.email,
        password: form.password,
        age_confirmed: true,
        terms_accepted: true,
        reference: null,
        affiliate_token: null,
        visitor_id: null,
        voucher_code: null,
      })
      .put(sessionActions.registeredPendingVerification())
      .not.put.actionType(sessionActions.loginSucceeded.type)
      .run();
    expect(platform.navigation.events).toEqual([{ type: "push", path: "/sign-up/welcome" }]);
    expect(storeState.session.token).toBeNull();
    expect(platform.logger.entries.some((e) => e.message === "fingerprint lookup failed")).toBe(
      true,
    );
  });
});

describe("socialLoginWorker", () => {
  const payload = { provider_name: "google" as const, access_token: "g-token" };

  it("signs in with a token", async () => {
    const { providers } = sagaContext();
    await expectSaga(socialLoginWorker, sessionActions.socialLoginSubmitted(payload))
      .withReducer(rootReducer)
      .provide([
        ...providers,
        endpointAnswers(sessionApi.endpoints.socialLogin, {
          ...loginResult,
          token: "s-tok",
          expires_in: 3600,
          need_email: false,
        }),
      ])
      .put(sessionActions.loginSucceeded({ token: "s-tok", method: "social" }))
      .run();
  });

  it("goes to /login/update-email carrying provider, token and e-mail", async () => {
    const { platform, providers } = sagaContext();
    const { storeState } = await expectSaga(
      socialLoginWorker,
      sessionActions.socialLoginSubmitted(payload),
    )
      .withReducer(rootReducer)
      .provide([
        ...providers,
        endpointAnswers(sessionApi.endpoints.socialLogin, {
          token: null,
          need_email: true,
          provider_name: "google",
          access_token: "g-token",
          email: null,
        }),
      ])
      .run();
    expect(storeState.session.socialEmailUpdate).toEqual({
      provider: "google",
      accessToken: "g-token",
      email: null,
    });
    expect(platform.navigation.events).toEqual([{ type: "push", path: "/login/update-email" }]);
  });

  it("completes with update e-mail using the kept provider values", async () => {
    const { providers } = sagaContext();
    const state = rootReducer(
      undefined,
      sessionActions.socialEmailRequired({ provider: "facebook", accessToken: "fb", email: null }),
    );
    await expectSaga(
      socialEmailUpdateWorker,
      sessionActions.socialEmailUpdateSubmitted({ email: "new@example.com", username: "newbie" }),
    )
      .withReducer(rootReducer, state)
      .provide([
        ...providers,
        endpointAnswers(sessionApi.endpoints.socialEmailUpdate, {
          ...loginResult,
          token: "u-tok",
          expires_in: 3600,
          need_email: false,
        }),
      ])
      .call(runMutation, sessionApi.endpoints.socialEmailUpdate, {
        email: "new@example.com",
        username: "newbie",
        provider_name: "facebook",
        access_token: "fb",
        reference: null,
        affiliate_token: null,
        visitor_id: "visitor-test",
      })
      .put(sessionActions.loginSucceeded({ token: "u-tok", method: "social" }))
      .run();
  });
});

describe("telegramLoginWorker", () => {
  it("sends the raw launch data with visitor_id and keeps only the user id, for the tab", async () => {
    const initData = "query_id=1&user=%7B%22id%22%3A7%7D&auth_date=1700000000&hash=abc";
    const { platform, providers } = sagaContext({
      telegram: { initDataRaw: initData, userId: 7 },
      cookies: { initDataTelegram: "left by an older build" },
    });
    await expectSaga(telegramLoginWorker)
      .withReducer(rootReducer)
      .provide([
        ...providers,
        endpointAnswers(sessionApi.endpoints.telegramLogin, {
          token: "tg-tok",
          expires_in: 86400,
          is_new_user: true,
        }),
      ])
      .call(runMutation, sessionApi.endpoints.telegramLogin, {
        data: initData,
        reference: null,
        affiliate_token: null,
        visitor_id: "visitor-test",
      })
      .put(sessionActions.loginSucceeded({ token: "tg-tok", method: "telegram" }))
      .run();
    expect(platform.storage.get("initDataTelegram")).toBeUndefined();
    expect([...platform.storage.entries.values()].map((e) => e.value)).not.toContain(initData);
    expect([...platform.storage.sessionEntries.values()]).not.toContain(initData);
    expect(platform.storage.session.get("telegram_user_id")).toBe("7");
  });

  it("fails without launch data", async () => {
    const { providers } = sagaContext();
    const { storeState } = await expectSaga(telegramLoginWorker)
      .withReducer(rootReducer)
      .provide(providers)
      .not.call.fn(runMutation)
      .run();
    expect(storeState.session.error?.code).toBe("telegram_data_invalid");
  });
});

describe("loginSucceededWorker", () => {
  it("stores the token for 1 day, visits and clears the after-login path", async () => {
    const { platform, providers } = sagaContext();
    const state = rootReducer(
      undefined,
      sessionActions.authDialogOpened({ tab: "login", afterLoginPath: "/inboxes?page=2" }),
    );
    const { storeState } = await expectSaga(
      loginSucceededWorker,
      sessionActions.loginSucceeded({ token: "tok", method: "password" }),
    )
      .withReducer(rootReducer, state)
      .provide(providers)
      .put(sessionActions.afterLoginPathConsumed())
      .run();
    expect(platform.storage.entries.get("token")).toEqual({ value: "tok", maxAge: 86_400 });
    expect(platform.navigation.events).toEqual([{ type: "push", path: "/inboxes?page=2" }]);
    expect(storeState.session.afterLoginPath).toBeNull();
  });

  it("sends a social login to the lobby when no path is saved", async () => {
    const { platform, providers } = sagaContext();
    await expectSaga(
      loginSucceededWorker,
      sessionActions.loginSucceeded({ token: "tok", method: "social" }),
    )
      .withReducer(rootReducer)
      .provide(providers)
      .run();
    expect(platform.navigation.events).toEqual([{ type: "push", path: "/" }]);
  });
});
