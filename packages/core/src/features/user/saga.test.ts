import { ApiError } from "@casino/api";
import { expectSaga } from "redux-saga-test-plan";
import * as matchers from "redux-saga-test-plan/matchers";
import { throwError } from "redux-saga-test-plan/providers";
import { rootReducer, type RootState } from "../../store/root-reducer.ts";
import { userFixture } from "../../test/fixtures.ts";
import { sagaContext, unusedApi } from "../../test/saga-context.ts";
import { sessionActions } from "../session/slice.ts";
import {
  requestConfirmTwoFactor,
  requestDisableTwoFactor,
  requestEnableTwoFactor,
  requestRecoveryCodes,
  requestRegenerateRecoveryCodes,
  requestUserInformation,
} from "./requests.ts";
import {
  confirmTwoFactorWorker,
  disableTwoFactorWorker,
  enableTwoFactorWorker,
  fetchUserWorker,
  recoveryCodesWorker,
  regenerateRecoveryCodesWorker,
} from "./saga.ts";
import { selectTwoFactorConfirmed, selectTwoFactorEnabled } from "./selectors.ts";
import { userActions } from "./slice.ts";

const signedIn = () => {
  const state = rootReducer(
    undefined,
    sessionActions.restored({ token: "tok", loginType: "email" }),
  );
  return rootReducer(state, userActions.fetched(userFixture()));
};
const codes = Array.from({ length: 10 }, (_, i) => `code-${i}`);

describe("fetchUserWorker", () => {
  it("stores the player and hides the splash", async () => {
    const { providers } = sagaContext();
    const { storeState } = await expectSaga(fetchUserWorker)
      .withReducer(rootReducer)
      .provide([...providers, [matchers.call.fn(requestUserInformation), userFixture()]])
      .put(userActions.fetched(userFixture()))
      .run();
    expect(storeState.user.status).toBe("loaded");
    expect(storeState.app.splash).toBe(false);
  });

  it("logs out locally and shows the lobby in the browser when the fetch fails", async () => {
    const { platform, providers } = sagaContext({ cookies: { token: "tok" }, path: "/promotion" });
    const { storeState } = await expectSaga(fetchUserWorker)
      .withReducer(
        rootReducer,
        rootReducer(undefined, sessionActions.restored({ token: "tok", loginType: "email" })),
      )
      .provide([
        ...providers,
        [
          matchers.call.fn(requestUserInformation),
          throwError(new ApiError({ status: 500, message: "boom" })),
        ],
      ])
      .put(sessionActions.loggedOut({ reason: "userFetchFailed" }))
      .run();
    expect(storeState.session.token).toBeNull();
    expect(platform.storage.get("token")).toBeUndefined();
    expect(platform.navigation.events).toEqual([{ type: "replace", path: "/" }]);
  });

  it("leaves a 401 to the unauthorized flow", async () => {
    const { platform, providers } = sagaContext({ cookies: { token: "tok" } });
    await expectSaga(fetchUserWorker)
      .withReducer(rootReducer)
      .provide([
        ...providers,
        [
          matchers.call.fn(requestUserInformation),
          throwError(new ApiError({ status: 401, message: "Unauthenticated." })),
        ],
      ])
      .not.put.actionType(sessionActions.loggedOut.type)
      .run();
    expect(platform.navigation.events).toEqual([]);
  });
});

describe("two-factor", () => {
  it("enable: keeps the secret for the QR code; enabled follows the secret", async () => {
    const { providers } = sagaContext();
    const secret = {
      secret: "JBSWY3DPEHPK3PXP",
      otpauth_url: "otpauth://totp/Casino:lucky?secret=JBSWY3DPEHPK3PXP",
    };
    const { storeState } = await expectSaga(enableTwoFactorWorker)
      .withReducer(rootReducer, signedIn())
      .provide([...providers, [matchers.call.fn(requestEnableTwoFactor), secret]])
      .run();
    expect(storeState.user.twoFactor.setup).toEqual(secret);
    expect(selectTwoFactorEnabled(storeState)).toBe(true);
    expect(selectTwoFactorConfirmed(storeState)).toBe(false);
  });

  it("confirm: shows the recovery codes, marks confirmed and refetches the user", async () => {
    const { providers } = sagaContext({ now: () => Date.UTC(2026, 0, 2) });
    const { storeState } = await expectSaga(
      confirmTwoFactorWorker,
      userActions.twoFactorConfirmSubmitted({ code: "123456" }),
    )
      .withReducer(rootReducer, signedIn())
      .provide([
        ...providers,
        [matchers.call.fn(requestConfirmTwoFactor), { recovery_codes: codes }],
      ])
      .call(requestConfirmTwoFactor, unusedApi, "123456")
      .put(userActions.fetchRequested())
      .run();
    expect(storeState.user.twoFactor.recoveryCodes).toEqual(codes);
    expect(storeState.user.data?.two_factor_confirmed_at).toBe("2026-01-02T00:00:00.000Z");
    expect(selectTwoFactorConfirmed(storeState)).toBe(true);
  });

  it("confirm: a wrong code keeps the field error", async () => {
    const { providers } = sagaContext();
    const error = new ApiError({
      status: 422,
      message: "Invalid code",
      fieldErrors: { code: ["two_factor_invalid"] },
    });
    const { storeState } = await expectSaga(
      confirmTwoFactorWorker,
      userActions.twoFactorConfirmSubmitted({ code: "000000" }),
    )
      .withReducer(rootReducer, signedIn())
      .provide([...providers, [matchers.call.fn(requestConfirmTwoFactor), throwError(error)]])
      .run();
    expect(storeState.user.twoFactor.error?.fieldErrors).toEqual({ code: ["two_factor_invalid"] });
    expect(storeState.user.twoFactor.pending).toBe(false);
  });

  it("disable: clears secret state", async () => {
    const { providers } = sagaContext();
    const state = rootReducer(
      signedIn(),
      userActions.twoFactorConfirmed({ recoveryCodes: codes, confirmedAt: "2026-01-01T00:00:00Z" }),
    );
    const { storeState } = await expectSaga(
      disableTwoFactorWorker,
      userActions.twoFactorDisableSubmitted({ code: "123456" }),
    )
      .withReducer(rootReducer, state)
      .provide([...providers, [matchers.call.fn(requestDisableTwoFactor), null]])
      .call(requestDisableTwoFactor, unusedApi, "123456")
      .run();
    expect(selectTwoFactorEnabled(storeState)).toBe(false);
    expect(selectTwoFactorConfirmed(storeState)).toBe(false);
    expect(storeState.user.twoFactor.recoveryCodes).toBeNull();
  });

  it("lists and regenerates recovery codes", async () => {
    const { providers } = sagaContext();
    const listed = await expectSaga(recoveryCodesWorker)
      .withReducer(rootReducer, signedIn())
      .provide([
        ...providers,
        [matchers.call.fn(requestRecoveryCodes), { recovery_codes: codes.slice(0, 3) }],
      ])
      .run();
    expect(listed.storeState.user.twoFactor.recoveryCodes).toEqual(codes.slice(0, 3));
    const regenerated = await expectSaga(
      regenerateRecoveryCodesWorker,
      userActions.recoveryCodesRegenerateSubmitted({ code: "654321" }),
    )
      .withReducer(rootReducer, listed.storeState as RootState)
      .provide([
        ...providers,
        [matchers.call.fn(requestRegenerateRecoveryCodes), { recovery_codes: codes }],
      ])
      .call(requestRegenerateRecoveryCodes, unusedApi, "654321")
      .run();
    expect(regenerated.storeState.user.twoFactor.recoveryCodes).toEqual(codes);
  });
});
