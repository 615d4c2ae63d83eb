import { ApiError } from "@casino/api";
import { expectSaga } from "redux-saga-test-plan";
import * as matchers from "redux-saga-test-plan/matchers";
import { throwError } from "redux-saga-test-plan/providers";
import { rootReducer, type RootState } from "../../store/root-reducer.ts";
import { endpointAnswers, sagaContext } from "../../test/saga-context.ts";
import { loadQuery } from "../../store/query-effects.ts";
import { loadRedirectRules } from "../player-data/saga.ts";
import { isUnreachable, reachabilitySaga, retryApiWorker } from "./reachability-saga.ts";
import { reachabilityActions, selectApiReachability } from "./slice.ts";
import { reachabilityApi } from "./api.ts";

const networkError = () => new TypeError("Failed to fetch");
const timeout = () => new ApiError({ status: 0, code: "timeout", message: "Timed out." });
const serverError = () => new ApiError({ status: 500, message: "Server error." });

describe("API reachability", () => {
  it("counts only requests without any response", () => {
    expect(isUnreachable(networkError())).toBe(true);
    expect(isUnreachable(timeout())).toBe(true);
    expect(isUnreachable(serverError())).toBe(false);
    expect(isUnreachable(new ApiError({ status: 404, message: "Not found." }))).toBe(false);
  });

  it("marks the API unreachable when the start's request gets no response", async () => {
    const { providers } = sagaContext();
    const { storeState } = await expectSaga(loadRedirectRules)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(loadQuery), throwError(networkError())], ...providers])
      .put(reachabilityActions.unreachable())
      .run();
    expect(selectApiReachability(storeState as RootState)).toBe("unreachable");
  });

  it("does not when the server answers, even with an error", async () => {
    const { providers } = sagaContext();
    const { storeState } = await expectSaga(loadRedirectRules)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(loadQuery), throwError(serverError())], ...providers])
      .not.put(reachabilityActions.unreachable())
      .run();
    expect(selectApiReachability(storeState as RootState)).toBe("reachable");
  });

  it("retries: once the API answers, the page reloads", async () => {
    const { platform, providers } = sagaContext();
    const unreachable = rootReducer(undefined, reachabilityActions.unreachable());
    const { storeState } = await expectSaga(reachabilitySaga)
      .withReducer(rootReducer, unreachable)
      .provide([endpointAnswers(reachabilityApi.endpoints.probeRedirectRules, []), ...providers])
      .dispatch(reachabilityActions.retryRequested())
      .put(reachabilityActions.reachable())
      .silentRun();
    expect(selectApiReachability(storeState as RootState)).toBe("reachable");
    expect(platform.navigation.events).toEqual([{ type: "reload" }]);
  });

  it("retries: still no answer stays unreachable, without reloading", async () => {
    const { platform, providers } = sagaContext();
    const retrying = rootReducer(undefined, reachabilityActions.retryRequested());
    expect(selectApiReachability(retrying)).toBe("retrying");
    const { storeState } = await expectSaga(retryApiWorker)
      .withReducer(rootReducer, retrying)
      .provide([
        endpointAnswers(reachabilityApi.endpoints.probeRedirectRules, throwError(networkError())),
        ...providers,
      ])
      .put(reachabilityActions.unreachable())
      .run();
    expect(selectApiReachability(storeState as RootState)).toBe("unreachable");
    expect(platform.navigation.events).toEqual([]);
  });
});
