import type { SagaIterator } from "redux-saga";
import { put, select, takeEvery } from "redux-saga/effects";
import type { Bonus, BonusStatus, BonusTab } from "../../api/entities.ts";
import { coreApi } from "../../store/core-api.ts";
import type { RootState } from "../../store/root-reducer.ts";
import { safely } from "../../utils/safely.ts";
import { realtimeEventActions } from "../realtime/events.ts";
import { bonusesApi, type BonusListQuery } from "./api.ts";

/** The tab of the bonus dialog that lists a status (docs/api-contract.md, Bonuses). */
export function bonusTabOf(status: BonusStatus): BonusTab {
  if (status === "available") return "available";
  return status === "claimed" || status === "active" ? "active" : "history";
}

/** Every cached `listBonuses` page with the bonuses it holds. */
export const selectCachedBonusLists = (
  state: RootState,
): { query: BonusListQuery; ids: number[] }[] =>
  bonusesApi.util.selectCachedArgsForQuery(state, "listBonuses").map((query) => ({
    query,
    ids:
      bonusesApi.endpoints.listBonuses
        .select(query)(state)
        .data?.data.map((b) => b.id) ?? [],
  }));

/**
 * `update_bonus_item` (wagering progress, claimed -> active): the cached pages of the bonus's tab
 * that show it are patched in place, without a request (progress changes with every bet). When the
 * bonus left a tab whose page is cached, or entered a tab whose cached pages do not show it, the
 * lists are refetched instead.
 */
export function* bonusItemUpdatedWorker(
  action: ReturnType<typeof realtimeEventActions.update_bonus_item>,
): SagaIterator {
  const bonus: Bonus = action.payload.bonus;
  const tab = bonusTabOf(bonus.status);
  const lists: ReturnType<typeof selectCachedBonusLists> = yield select(selectCachedBonusLists);
  const ownTab = lists.filter((list) => list.query.tab === tab);
  const leftAnotherTab = lists.some(
    (list) => list.query.tab !== tab && list.ids.includes(bonus.id),
  );
  const shown = ownTab.filter((list) => list.ids.includes(bonus.id));
  if (leftAnotherTab || (ownTab.length > 0 && shown.length === 0)) {
    yield put(coreApi.util.invalidateTags(["Bonuses"]));
    return;
  }
  for (const list of shown) {
    yield put(
      bonusesApi.util.updateQueryData("listBonuses", list.query, (page) => {
        const index = page.data.findIndex((b) => b.id === bonus.id);
        if (index >= 0) page.data[index] = bonus;
      }),
    );
  }
}

/** A bonus became available or ended: it moved between tabs, so the cached lists are refetched. */
export function* bonusesMovedWorker(): SagaIterator {
  yield put(coreApi.util.invalidateTags(["Bonuses"]));
}

/** `ready_claim_cashback`: the cached cashback is read again. */
export function* cashbackReadyWorker(): SagaIterator {
  yield put(coreApi.util.invalidateTags(["Cashback"]));
}

/** Keeps the cached bonus lists and cashback in step with the realtime bonus events. */
export function* bonusesSaga(): SagaIterator {
  yield takeEvery(realtimeEventActions.update_bonus_item.type, safely(bonusItemUpdatedWorker));
  yield takeEvery(
    [
      realtimeEventActions.update_available_bonus.type,
      realtimeEventActions.update_finish_bonus.type,
    ],
    safely(bonusesMovedWorker),
  );
  yield takeEvery(realtimeEventActions.ready_claim_cashback.type, safely(cashbackReadyWorker));
}
