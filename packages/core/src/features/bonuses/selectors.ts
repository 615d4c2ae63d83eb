import { createSelector } from "@reduxjs/toolkit";
import type { Bonus, BonusStatus, BonusTab } from "../../api/entities.ts";
import type { RootState } from "../../store/root-reducer.ts";
import { bonusesApi, type BonusListQuery } from "./api.ts";

/** The tab of the bonus dialog that lists a status (docs/api-contract.md, Bonuses). */
export function bonusTabOf(status: BonusStatus): BonusTab {
  if (status === "available") return "available";
  return status === "claimed" || status === "active" ? "active" : "history";
}

type BonusPage = NonNullable<
  ReturnType<ReturnType<typeof bonusesApi.endpoints.listBonuses.select>>["data"]
>;

/** Every cached `listBonuses` page that has data, with its query. */
const selectCachedPages = createSelector([(state: RootState) => state.coreApi.queries], (queries) =>
  Object.values(queries).flatMap((entry) =>
    entry?.endpointName === "listBonuses" && entry.data
      ? [{ query: entry.originalArgs as unknown as BonusListQuery, page: entry.data as BonusPage }]
      : [],
  ),
);

/**
 * The newest known state of every bonus in the cached lists, by id. A bonus listed on the page of
 * its own tab wins over a stale copy on another tab's page (which is being refetched).
 */
export const selectBonusesById = createSelector([selectCachedPages], (pages) => {
  const byId: Record<number, Bonus> = {};
  const onOwnTab = new Set<number>();
  for (const { query, page } of pages) {
    for (const bonus of page.data) {
      const own = query.tab === bonusTabOf(bonus.status);
      if (byId[bonus.id] && (onOwnTab.has(bonus.id) || !own)) continue;
      byId[bonus.id] = bonus;
      if (own) onOwnTab.add(bonus.id);
    }
  }
  return byId;
});
/** The newest known state of one bonus (from the cached lists, patched by realtime events), or null. */
export const selectBonus = (state: RootState, id: number): Bonus | null =>
  selectBonusesById(state)[id] ?? null;
/** The bonus being wagered (status `active`), or null. Only one bonus may be active at a time. */
export const selectActiveBonus = createSelector(
  [selectBonusesById],
  (byId) => Object.values(byId).find((b) => b.status === "active") ?? null,
);
/** Ids of bonuses that ended (`update_finish_bonus`) and were not acknowledged, newest first. */
export const selectFinishedBonusIds = (state: RootState) => state.bonuses.finishedIds;
/** The bonuses that ended and were not acknowledged, newest first (as the cached lists know them). */
export const selectFinishedBonuses = createSelector(
  [selectFinishedBonusIds, selectBonusesById],
  (ids, byId) => ids.map((id) => byId[id]).filter((bonus): bonus is Bonus => bonus !== undefined),
);
/** Whether a bonus ended (and its notice was not acknowledged yet). */
export const selectIsBonusFinished = (state: RootState, id: number) =>
  state.bonuses.finishedIds.includes(id);
/**
 * Bonuses available to claim: the `total` of a cached Available list (`update_available_bonus`
 * patches it), or null while none is cached.
 */
export const selectAvailableBonusCount = createSelector([selectCachedPages], (pages) => {
  const available = pages.find(({ query }) => query.tab === "available");
  return available ? available.page.total : null;
});
const selectCashbackEntry = bonusesApi.endpoints.getCashback.select();
/** The cashback state in the cache (`GET /api/cashback`, patched by `ready_claim_cashback`), or null. */
export const selectCashback = (state: RootState) => selectCashbackEntry(state).data ?? null;
/** Whether cashback is ready to claim. */
export const selectCashbackReady = (state: RootState) => selectCashback(state)?.can_claim ?? false;
/** The bonus code being redeemed, or null. */
export const selectRedeemingBonusCode = (state: RootState) => state.bonuses.redeemingCode;
/** The outcome of the last redeemed bonus code (the result dialog), or null. */
export const selectBonusCodeResult = (state: RootState) => state.bonuses.codeResult;

/** Whether the bonus dialog is open. */
export const selectBonusDialogOpen = (state: RootState) => state.bonuses.dialogOpen;
