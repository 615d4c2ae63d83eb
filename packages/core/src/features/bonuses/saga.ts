import type { SagaIterator } from "redux-saga";
import { fork, put, select, takeEvery } from "redux-saga/effects";
import type { Bonus } from "../../api/entities.ts";
import { coreApi } from "../../store/core-api.ts";
import type { RootState } from "../../store/root-reducer.ts";
import { safely } from "../../utils/safely.ts";
import { realtimeEventActions } from "../realtime/index.ts";
import { bonusesApi, type BonusListQuery } from "./api.ts";
import { bonusCodeSaga } from "./code-saga.ts";
import { bonusTabOf } from "./selectors.ts";

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

const refetchBonuses = () => coreApi.util.invalidateTags(["Bonuses"]);

/**
 * A pushed bonus in place of its cached copy: its state, with the cached copy's `name` and
 * `description`. The cached ones were fetched in the interface language; a pushed event is
 * written in the account's language, which another device may have changed.
 */
export const withCachedTexts = (cached: Bonus, pushed: Bonus): Bonus => ({
  ...pushed,
  name: cached.name,
  description: cached.description,
});

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
    yield put(refetchBonuses());
    return;
  }
  for (const list of shown) {
    yield put(
      bonusesApi.util.updateQueryData("listBonuses", list.query, (page) => {
        const index = page.data.findIndex((b) => b.id === bonus.id);
        if (index >= 0) page.data[index] = withCachedTexts(page.data[index]!, bonus);
      }),
    );
  }
}

/**
 * `update_available_bonus`: the cached Available pages take the new count at once (a bonus they
 * show is replaced by the event's state); then the lists are refetched, as the bonus moved tabs.
 */
export function* bonusAvailableWorker(
  action: ReturnType<typeof realtimeEventActions.update_available_bonus>,
): SagaIterator {
  const { bonus, available_count } = action.payload;
  const lists: ReturnType<typeof selectCachedBonusLists> = yield select(selectCachedBonusLists);
  for (const list of lists.filter((each) => each.query.tab === "available")) {
    yield put(
      bonusesApi.util.updateQueryData("listBonuses", list.query, (page) => {
        page.total = available_count;
        const index = page.data.findIndex((b) => b.id === bonus.id);
        if (index >= 0) page.data[index] = withCachedTexts(page.data[index]!, bonus);
      }),
    );
  }
  yield put(refetchBonuses());
}

/**
 * `update_finish_bonus`: the bonus leaves the cached pages of the other tabs at once (a History
 * page that shows it takes its final state); then the lists are refetched.
 */
export function* bonusFinishedWorker(
  action: ReturnType<typeof realtimeEventActions.update_finish_bonus>,
): SagaIterator {
  const { bonus } = action.payload;
  const lists: ReturnType<typeof selectCachedBonusLists> = yield select(selectCachedBonusLists);
  for (const list of lists.filter((each) => each.ids.includes(bonus.id))) {
    yield put(
      bonusesApi.util.updateQueryData("listBonuses", list.query, (page) => {
        const index = page.data.findIndex((b) => b.id === bonus.id);
        if (index < 0) return;
        if (list.query.tab === bonusTabOf(bonus.status))
          page.data[index] = withCachedTexts(page.data[index]!, bonus);
        else {
          page.data.splice(index, 1);
          page.total = Math.max(0, page.total - 1);
        }
      }),
    );
  }
  yield put(refetchBonuses());
}

/**
 * `ready_claim_cashback`: the event carries the whole cashback state, which goes into the cache
 * as it is (no request; invalidating would drop an entry nobody subscribes to yet).
 */
export function* cashbackReadyWorker(
  action: ReturnType<typeof realtimeEventActions.ready_claim_cashback>,
): SagaIterator {
  yield put(bonusesApi.util.upsertQueryData("getCashback", undefined, action.payload.cashback));
}

/** A claimed cashback cannot be claimed again: the cached one says so before it is refetched. */
export function* cashbackClaimedWorker(): SagaIterator {
  yield put(
    bonusesApi.util.updateQueryData("getCashback", undefined, (cashback) => {
      cashback.can_claim = false;
    }),
  );
}

/**
 * Keeps the cached bonus lists and cashback in step with the realtime bonus events, and redeems
 * bonus codes (see the bonus code saga).
 */
export function* bonusesSaga(): SagaIterator {
  yield fork(bonusCodeSaga);
  yield takeEvery(realtimeEventActions.update_bonus_item.type, safely(bonusItemUpdatedWorker));
  yield takeEvery(realtimeEventActions.update_available_bonus.type, safely(bonusAvailableWorker));
  yield takeEvery(realtimeEventActions.update_finish_bonus.type, safely(bonusFinishedWorker));
  yield takeEvery(realtimeEventActions.ready_claim_cashback.type, safely(cashbackReadyWorker));
  yield takeEvery(bonusesApi.endpoints.claimCashback.matchFulfilled, safely(cashbackClaimedWorker));
}
