import { ApiError } from "@casino/api";
import { coreApi } from "../../store/core-api.ts";
import { makeStore } from "../../store/make-store.ts";
import { userFixture } from "../../test/fixtures.ts";
import { signedInRoutes, startSignedInStore } from "../../test/signed-in-store.ts";
import { apiError, createFakeApi, createMemoryPlatform, until } from "../../testing/index.ts";
import {
  selectEmailVerified,
  selectTwoFactorConfirmed,
  selectTwoFactorEnabled,
  selectUser,
} from "./selectors.ts";
import { USER_FETCH_BACKOFF_MS } from "./saga.ts";
import { userActions } from "./slice.ts";

const codes = Array.from({ length: 10 }, (_, i) => `code-${i}`);

/** A store restoring a session whose user fetch answers `userInformation`. */
function restoredStore(userInformation: () => unknown, path = "/promotion") {
  const platform = createMemoryPlatform({ cookies: { token: "tok", clear_cookie: "1" }, path });
  const fake = createFakeApi({
    ...signedInRoutes(),
    "GET /api/user/information": userInformation,
  });
  return { platform, fake, store: makeStore({ platform, api: fake.client }) };
}

describe("the player in the cache", () => {
  it("is fetched at start-up; the splash hides", async () => {
    const { store } = restoredStore(() => userFixture());
    await until(() => selectUser(store.getState()) !== null);
    expect(selectUser(store.getState())?.username).toBe("lucky_player");
    expect(store.getState().startup.splash).toBe(false);
    store.close();
  });

  it("logs out locally and shows the lobby in the browser when the server refuses the session", async () => {
    const { store, platform, fake } = restoredStore(() => {
      throw new ApiError({ status: 404, message: "No such player" });
    });
    await until(() => store.getState().session.token === null);
    expect(selectUser(store.getState())).toBeNull();
    expect(platform.storage.get("token")).toBeUndefined();
    expect(platform.navigation.events).toContainEqual({ type: "replace", path: "/" });
    expect(store.getState().startup.splash).toBe(false);
    expect(fake.callsTo("GET /api/user/information")).toHaveLength(1);
    store.close();
  });

  it("tries again when the server fails for a moment, and the player stays signed in", async () => {
    let calls = 0;
    const { store } = restoredStore(() => {
      calls += 1;
      if (calls < 3) throw new ApiError({ status: 503, message: "Service unavailable" });
      return userFixture();
    });
    await until(() => selectUser(store.getState()) !== null);
    expect(calls).toBe(3);
    expect(store.getState().session.token).toBe("tok");
    expect(store.getState().reachability).toBe("reachable");
    store.close();
  });

  it("keeps the session and says the server is unavailable when the failures last", async () => {
    const { store, platform, fake } = restoredStore(() => {
      throw new ApiError({ status: 500, message: "boom" });
    });
    await until(() => store.getState().reachability === "unreachable");
    expect(fake.callsTo("GET /api/user/information")).toHaveLength(
      USER_FETCH_BACKOFF_MS.length + 1,
    );
    expect(store.getState().session.token).toBe("tok");
    expect(platform.storage.get("token")).toBe("tok");
    expect(platform.navigation.events).toEqual([]);
    expect(store.getState().startup.splash).toBe(false);
    store.close();
  });

  it("leaves a 401 to the unauthorized flow", async () => {
    const { store, platform, fake } = restoredStore(() => {
      throw new ApiError({ status: 401, message: "Unauthenticated." });
    });
    await until(() => store.getState().startup.splash === false);
    expect(fake.callsTo("GET /api/user/information")).toHaveLength(1);
    expect(store.getState().session.token).toBe("tok");
    expect(platform.navigation.events).toEqual([]);
    store.close();
  });

  it("realtime verified_email and verified_otp patch the cached player", async () => {
    const { store, emit, fake } = await startSignedInStore({
      "GET /api/user/information": () =>
        userFixture({ id: 42, email: "lucky@example.com", email_verified_at: null }),
    });
    await until(() => selectUser(store.getState()) !== null);
    emit("verified_email", { email: "other@example.com", email_verified_at: "2026-02-01" });
    emit("verified_email", { email: "lucky@example.com", email_verified_at: "2026-02-02" });
    emit("verified_otp", {
      phone_code: "+49",
      phone: "15112345678",
      phone_verified_at: "2026-02-03",
    });
    await until(() => selectUser(store.getState())?.player_information.phone !== null);
    const user = selectUser(store.getState())!;
    expect(user.email_verified_at).toBe("2026-02-02");
    expect(selectEmailVerified(store.getState())).toBe(true);
    expect(user.player_information).toMatchObject({
      phone_code: "+49",
      phone: "15112345678",
      phone_verified_at: "2026-02-03",
    });
    expect(fake.callsTo("GET /api/user/information")).toHaveLength(1);
    store.close();
  });
});

describe("two-factor", () => {
  const secret = {
    secret: "JBSWY3DPEHPK3PXP",
    otpauth_url: "otpauth://totp/Casino:lucky?secret=JBSWY3DPEHPK3PXP",
  };

  it("enable: keeps the secret for the QR code; enabled follows the secret", async () => {
    const { store } = await startSignedInStore({
      "POST /api/user/two-factor-authentication": () => secret,
    });
    await until(() => selectUser(store.getState()) !== null);
    store.dispatch(userActions.twoFactorEnableRequested());
    await until(() => store.getState().user.twoFactor.setup !== null);
    expect(store.getState().user.twoFactor.setup).toEqual(secret);
    expect(selectTwoFactorEnabled(store.getState())).toBe(true);
    expect(selectTwoFactorConfirmed(store.getState())).toBe(false);
    store.close();
  });

  it("confirm: shows the recovery codes, marks confirmed and refetches the user", async () => {
    let confirmed = false;
    const { store, fake } = await startSignedInStore({
      "GET /api/user/information": () =>
        userFixture({
          id: 42,
          two_factor_enabled: confirmed,
          two_factor_confirmed_at: confirmed ? "2026-01-02T00:00:00.000Z" : null,
        }),
      "POST /api/user/confirmed-two-factor-authentication": () => {
        confirmed = true;
        return { recovery_codes: codes };
      },
    });
    await until(() => selectUser(store.getState()) !== null);
    store.dispatch(userActions.twoFactorConfirmSubmitted({ code: "123456" }));
    await until(() => store.getState().user.twoFactor.recoveryCodes !== null);
    expect(store.getState().user.twoFactor.recoveryCodes).toEqual(codes);
    expect(selectTwoFactorConfirmed(store.getState())).toBe(true);
    expect(fake.callsTo("POST /api/user/confirmed-two-factor-authentication")[0]?.body).toEqual({
      code: "123456",
    });
    await until(() => fake.callsTo("GET /api/user/information").length === 2);
    store.close();
  });

  it("confirm: a wrong code keeps the field error", async () => {
    const { store } = await startSignedInStore({
      "POST /api/user/confirmed-two-factor-authentication": () => {
        throw new ApiError({
          status: 422,
          message: "Invalid code",
          fieldErrors: { code: ["two_factor_invalid"] },
        });
      },
    });
    store.dispatch(userActions.twoFactorConfirmSubmitted({ code: "000000" }));
    await until(() => store.getState().user.twoFactor.error !== null);
    expect(store.getState().user.twoFactor.error?.fieldErrors).toEqual({
      code: ["two_factor_invalid"],
    });
    expect(store.getState().user.twoFactor.pending).toBe(false);
    store.close();
  });

  it("disable: clears secret state", async () => {
    const { store, fake } = await startSignedInStore({
      "GET /api/user/information": () =>
        userFixture({
          id: 42,
          two_factor_enabled: true,
          two_factor_confirmed_at: "2026-01-01T00:00:00Z",
        }),
      "DELETE /api/user/two-factor-authentication": () => null,
    });
    await until(() => selectTwoFactorConfirmed(store.getState()));
    store.dispatch(userActions.twoFactorDisableSubmitted({ code: "123456" }));
    await until(() => !selectTwoFactorEnabled(store.getState()));
    expect(selectTwoFactorConfirmed(store.getState())).toBe(false);
    expect(store.getState().user.twoFactor.recoveryCodes).toBeNull();
    expect(fake.callsTo("DELETE /api/user/two-factor-authentication")[0]?.body).toEqual({
      code: "123456",
    });
    store.close();
  });

  it("counts the remaining recovery codes and shows new ones once, proven by a code", async () => {
    const { store, fake } = await startSignedInStore({
      "GET /api/user/two-factor-recovery-codes": () => ({ remaining: 3 }),
      "POST /api/user/two-factor-recovery-codes": () => ({ recovery_codes: codes }),
    });
    const remaining = () =>
      coreApi.endpoints.twoFactorRecoveryCodes.select()(store.getState()).data?.remaining;
    const subscription = store.dispatch(coreApi.endpoints.twoFactorRecoveryCodes.initiate());
    await until(() => remaining() === 3);
    expect(store.getState().user.twoFactor.recoveryCodes).toBeNull();
    store.dispatch(userActions.recoveryCodesRegenerateSubmitted({ code: "654321" }));
    await until(() => store.getState().user.twoFactor.recoveryCodes?.length === 10);
    expect(remaining()).toBe(10);
    expect(fake.callsTo("POST /api/user/two-factor-recovery-codes")[0]?.body).toEqual({
      code: "654321",
    });
    subscription.unsubscribe();
    store.close();
  });

  it("sends the password as proof, and keeps the server's field error on failure", async () => {
    const { store, fake } = await startSignedInStore({
      "POST /api/user/two-factor-recovery-codes": () => {
        throw apiError(422, "validation_error", { current_password: ["current_password_wrong"] });
      },
    });
    store.dispatch(userActions.recoveryCodesRegenerateSubmitted({ current_password: "nope" }));
    await until(() => store.getState().user.twoFactor.error !== null);
    expect(store.getState().user.twoFactor.error?.fieldErrors.current_password).toEqual([
      "current_password_wrong",
    ]);
    expect(store.getState().user.twoFactor.recoveryCodes).toBeNull();
    expect(fake.callsTo("POST /api/user/two-factor-recovery-codes")[0]?.body).toEqual({
      current_password: "nope",
    });
    store.dispatch(userActions.twoFactorErrorCleared());
    expect(store.getState().user.twoFactor.error).toBeNull();
    store.close();
  });
});
