import { expectSaga } from "redux-saga-test-plan";
import { throwError } from "redux-saga-test-plan/providers";
import { ApiError } from "@casino/api";
import { coreApi } from "../../store/core-api.ts";
import { rootReducer } from "../../store/root-reducer.ts";
import { bonusFixture } from "../../test/fixtures.ts";
import { endpointAnswers, sagaContext } from "../../test/saga-context.ts";
import { sessionActions } from "../session/slice.ts";
import {
  bonusCodeSaga,
  redeemCodeWorker,
  redeemErrorKey,
  redeemStoredCodeWorker,
} from "./code-saga.ts";
import { bonusesActions } from "./slice.ts";
import { bonusesApi } from "./api.ts";
import { runMutation } from "../../store/query-effects.ts";

const signedIn = () =>
  rootReducer(
    rootReducer(undefined, { type: "@@init" }),
    sessionActions.loginSucceeded({ token: "tok", method: "password" }),
  );

describe("redeemStoredCodeWorker", () => {
  it("redeems the cookie's code once a player is signed in, clearing the cookie first", async () => {
    const { platform, providers } = sagaContext({ cookies: { bonus_code: " WELCOME10 " } });
    await expectSaga(redeemStoredCodeWorker)
      .withState(signedIn())
      .provide(providers)
      .put(bonusesActions.codeSubmitted({ code: "WELCOME10" }))
      .run();
    expect(platform.storage.get("bonus_code")).toBeUndefined();
  });

  it("keeps the code for a guest (it is redeemed at sign-up or sign-in)", async () => {
    const { platform, providers } = sagaContext({ cookies: { bonus_code: "WELCOME10" } });
    await expectSaga(redeemStoredCodeWorker)
      .withState(rootReducer(undefined, { type: "@@init" }))
      .provide(providers)
      .not.put.actionType(bonusesActions.codeSubmitted.type)
      .run();
    expect(platform.storage.get("bonus_code")).toBe("WELCOME10");
  });

  it("does nothing without a stored code", async () => {
    const { providers } = sagaContext();
    await expectSaga(redeemStoredCodeWorker)
      .withState(signedIn())
      .provide(providers)
      .not.put.actionType(bonusesActions.codeSubmitted.type)
      .run();
  });
});

describe("redeemCodeWorker", () => {
  it("keeps the redeemed bonus for the result dialog and refetches the lists", async () => {
    const bonus = bonusFixture(7);
    const { providers } = sagaContext();
    const { storeState } = await expectSaga(
      redeemCodeWorker,
      bonusesActions.codeSubmitted({ code: "SPIN25" }),
    )
      .withReducer(rootReducer)
      .provide([...providers, endpointAnswers(bonusesApi.endpoints.redeemBonusCode, bonus)])
      .call(runMutation, bonusesApi.endpoints.redeemBonusCode, "SPIN25")
      .put(coreApi.util.invalidateTags(["Bonuses"]))
      .run();
    expect(storeState.bonuses.codeResult).toEqual({ code: "SPIN25", status: "redeemed", bonus });
    expect(storeState.bonuses.redeemingCode).toBeNull();
  });

  it("keeps the server's reason of a refusal", async () => {
    const { providers } = sagaContext();
    const refusal = new ApiError({
      status: 422,
      message: "The given data was invalid.",
      fieldErrors: { code: ["bonus_code_invalid"] },
    });
    const { storeState } = await expectSaga(
      redeemCodeWorker,
      bonusesActions.codeSubmitted({ code: "NOPE" }),
    )
      .withReducer(rootReducer)
      .provide([
        ...providers,
        endpointAnswers(bonusesApi.endpoints.redeemBonusCode, throwError(refusal)),
      ])
      .run();
    expect(storeState.bonuses.codeResult).toEqual({
      code: "NOPE",
      status: "rejected",
      error: "bonus_code_invalid",
    });
  });
});

describe("redeemErrorKey", () => {
  it("prefers the server's code, then the field's key, and names network failures", () => {
    expect(
      redeemErrorKey(
        new ApiError({ status: 422, message: "x", code: "bonus_already_claimed", fieldErrors: {} }),
      ),
    ).toBe("bonus_already_claimed");
    expect(redeemErrorKey(new ApiError({ status: 500, message: "x", fieldErrors: {} }))).toBe(
      "generic_error",
    );
    expect(redeemErrorKey({ status: 0, message: "Network Error", fieldErrors: {} })).toBe(
      "network_error",
    );
  });
});

describe("bonusCodeSaga", () => {
  it("redeems the stored code when the player signs in", async () => {
    const { providers } = sagaContext({ cookies: { bonus_code: "WELCOME10" } });
    await expectSaga(bonusCodeSaga)
      .withReducer(rootReducer)
      .provide([
        ...providers,
        endpointAnswers(bonusesApi.endpoints.redeemBonusCode, bonusFixture(3)),
      ])
      .dispatch(sessionActions.loginSucceeded({ token: "tok", method: "register" }))
      .put(bonusesActions.codeSubmitted({ code: "WELCOME10" }))
      .call(runMutation, bonusesApi.endpoints.redeemBonusCode, "WELCOME10")
      .silentRun(50);
  });
});
