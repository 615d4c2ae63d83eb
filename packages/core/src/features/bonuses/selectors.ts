import { createSelector } from "@reduxjs/toolkit";
import type { Bonus } from "../../api/entities.ts";
import type { RootState } from "../../store/root-reducer.ts";

/** The newest known state of every bonus seen, by id. */
export const selectBonusesById = (state: RootState) => state.bonuses.byId;
/** The newest known state of one bonus (from realtime events or the bonus endpoints), or null. */
export const selectBonus = (state: RootState, id: number): Bonus | null =>
  state.bonuses.byId[id] ?? null;
/** The bonus being wagered (status `active`), or null. Only one bonus may be active at a time. */
export const selectActiveBonus = createSelector(
  [selectBonusesById],
  (byId) => Object.values(byId).find((b) => b.status === "active") ?? null,
);
/** Ids of bonuses that ended (`update_finish_bonus`) and were not acknowledged, newest first. */
export const selectFinishedBonusIds = (state: RootState) => state.bonuses.finishedIds;
/** The bonuses that ended and were not acknowledged, newest first. */
export const selectFinishedBonuses = createSelector(
  [selectFinishedBonusIds, selectBonusesById],
  (ids, byId) => ids.map((id) => byId[id]).filter((bonus): bonus is Bonus => bonus !== undefined),
);
/** Whether a bonus ended (and its notice was not acknowledged yet). */
export const selectIsBonusFinished = (state: RootState, id: number) =>
  state.bonuses.finishedIds.includes(id);
/** Bonuses available to claim (the Available tab's size), or null before reported. */
export const selectAvailableBonusCount = (state: RootState) => state.bonuses.availableCount;
/** Whether cashback is ready to claim. */
export const selectCashbackReady = (state: RootState) => state.bonuses.cashbackReady;
/** The latest cashback state, or null before it was loaded or announced. */
export const selectCashback = (state: RootState) => state.bonuses.cashback;
