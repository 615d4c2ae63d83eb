import { expectSaga } from "redux-saga-test-plan";
import { coreApi } from "../../store/core-api.ts";
import { rootReducer } from "../../store/root-reducer.ts";
import { sagaContext } from "../../test/saga-context.ts";
import { realtimeActions } from "../realtime/slice.ts";
import { currenciesSaga } from "./saga.ts";

describe("rates after a lost realtime connection", () => {
  it("are read again once the connection is back (updates pushed meanwhile were missed)", async () => {
    const { providers } = sagaContext();
    await expectSaga(currenciesSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(realtimeActions.reconnected())
      .put(coreApi.util.invalidateTags(["Rates"]))
      .silentRun(50);
  });

  it("are left alone while the connection stays up", async () => {
    const { providers } = sagaContext();
    await expectSaga(currenciesSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(realtimeActions.channelStatusChanged({ channel: "rates", status: "subscribed" }))
      .not.put(coreApi.util.invalidateTags(["Rates"]))
      .silentRun(50);
  });
});
