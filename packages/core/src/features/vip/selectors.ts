import { createSelector } from "@reduxjs/toolkit";
import type { RootState } from "../../store/root-reducer.ts";
import { vipApi } from "./api.ts";

/** The player's level progress (the cached level information), or null before it is known. */
export const selectLevelProgress = createSelector(
  [vipApi.endpoints.getUserLevelInformation.select()],
  (entry) => entry.data ?? null,
);
/** Whether a level-up waits to be celebrated. */
export const selectLeveledUp = (state: RootState) => state.vip.leveledUp;
