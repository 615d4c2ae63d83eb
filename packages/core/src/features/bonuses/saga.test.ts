import { expectSaga } from "redux-saga-test-plan";
import * as matchers from "redux-saga-test-plan/matchers";
import { throwError } from "redux-saga-test-plan/providers";
import { coreApi } from "../../store/core-api.ts";
import { rootReducer } from "../../store/root-reducer.ts";
import { bonusFixture } from "../../test/fixtures.ts";
import { sagaContext } from "../../test/saga-context.ts";
import { realtimeEventActions } from "../realtime/events.ts";
import {
  bonusAvailableWorker,
  bonusesSaga,
  bonusFinishedWorker,
  bonusItemUpdatedWorker,
  selectCachedBonusLists,
} from "./saga.ts";
import { bonusTabOf } from "./selectors.ts";

const invalidateBonuses = coreApi.util.invalidateTags(["Bonuses"]);

describe("bonusTabOf", () => {
  it("puts each status in its dialog tab", () => {
    expect(bonusTabOf("available")).toBe("available");
    expect(["claimed", "active"].map((s) => bonusTabOf(s as never))).toEqual(["active", "active"]);
    expect(
      ["completed", "expired", "busted", "unclaimed"].map((s) => bonusTabOf(s as never)),
    ).toEqual(["history", "history", "history", "history"]);
  });
});

describe("bonusesSaga", () => {
  it("refetches the lists when a bonus becomes available or ends, and caches a ready cashback", async () => {
    const available = await expectSaga(bonusesSaga)
      .withState(rootReducer(undefined, { type: "@@init" }))
      .put(invalidateBonuses)
      .not.put(coreApi.util.invalidateTags(["Cashback"]))
      .dispatch(
        realtimeEventActions.update_available_bonus({ bonus: bonusFixture(1), available_count: 1 }),
      )
      .dispatch(realtimeEventActions.ready_claim_cashback({ cashback: {} as never }))
      .silentRun(50);
    // The cashback goes into the cache (the upsertQueryData thunk).
    expect(available.effects.put?.some((e) => typeof e.payload.action === "function")).toBe(true);
    const finished = await expectSaga(bonusesSaga)
      .withState(rootReducer(undefined, { type: "@@init" }))
      .dispatch(
        realtimeEventActions.update_finish_bonus({ bonus: bonusFixture(1, { status: "expired" }) }),
      )
      .silentRun(50);
    expect(finished.effects.put?.map((e) => e.payload.action)).toEqual([invalidateBonuses]);
  });

  it("keeps watching after a worker failed", async () => {
    const bonus = bonusFixture(2, { status: "active" });
    const { platform, providers } = sagaContext();
    const run = await expectSaga(bonusesSaga)
      .provide([
        [matchers.select(selectCachedBonusLists), throwError(new Error("broken cache"))],
        ...providers,
      ])
      .dispatch(realtimeEventActions.update_bonus_item({ bonus }))
      .dispatch(realtimeEventActions.ready_claim_cashback({ cashback: {} as never }))
      .silentRun(50);
    expect(run.effects.put).toHaveLength(1); // the cashback's upsertQueryData

    expect(
      platform.logger.entries.some(
        (entry) => entry.level === "error" && entry.message.includes("bonusItemUpdatedWorker"),
      ),
    ).toBe(true);
  });
});

describe("bonusAvailableWorker and bonusFinishedWorker", () => {
  const lists = [
    { query: { tab: "available" as const }, ids: [1] },
    { query: { tab: "active" as const }, ids: [3] },
  ];

  it("patches the cached Available pages with the new count, then refetches", async () => {
    const { effects } = await expectSaga(
      bonusAvailableWorker,
      realtimeEventActions.update_available_bonus({ bonus: bonusFixture(4), available_count: 2 }),
    )
      .provide([[matchers.select(selectCachedBonusLists), lists]])
      .silentRun(50);
    expect(effects.put).toHaveLength(2);
    expect(typeof effects.put![0]!.payload.action).toBe("function"); // the updateQueryData thunk
    expect(effects.put![1]!.payload.action).toEqual(invalidateBonuses);
  });

  it("takes a finished bonus off the pages that show it, then refetches", async () => {
    const { effects } = await expectSaga(
      bonusFinishedWorker,
      realtimeEventActions.update_finish_bonus({ bonus: bonusFixture(3, { status: "completed" }) }),
    )
      .provide([[matchers.select(selectCachedBonusLists), lists]])
      .silentRun(50);
    expect(effects.put).toHaveLength(2);
    expect(effects.put![1]!.payload.action).toEqual(invalidateBonuses);
  });
});

describe("bonusItemUpdatedWorker", () => {
  const active = bonusFixture(3, { status: "active", progress_percent: 40 });
  const run = (lists: { query: { tab: "available" | "active" | "history" }; ids: number[] }[]) =>
    expectSaga(bonusItemUpdatedWorker, realtimeEventActions.update_bonus_item({ bonus: active }))
      .provide([[matchers.select(selectCachedBonusLists), lists]])
      .silentRun(50);

  it("does nothing when no list is cached", async () => {
    expect((await run([])).effects.put).toBeUndefined();
  });

  it("patches the cached page of its tab that shows it, without refetching", async () => {
    const { effects } = await run([
      { query: { tab: "active" }, ids: [3] },
      { query: { tab: "available" }, ids: [1] },
    ]);
    expect(effects.put).toHaveLength(1);
    expect(typeof effects.put![0]!.payload.action).toBe("function"); // the updateQueryData thunk
  });

  it("refetches when the bonus left another tab's cached page", async () => {
    const { effects } = await run([
      { query: { tab: "available" }, ids: [3] },
      { query: { tab: "active" }, ids: [] },
    ]);
    expect(effects.put?.map((e) => e.payload.action)).toEqual([invalidateBonuses]);
  });

  it("refetches when its tab is cached but none of its pages shows it", async () => {
    const { effects } = await run([{ query: { tab: "active" }, ids: [7] }]);
    expect(effects.put?.map((e) => e.payload.action)).toEqual([invalidateBonuses]);
  });
});
