import type { RootState } from "../../store/root-reducer.ts";

/** The player's level progress, or null before it is known. */
export const selectLevelProgress = (state: RootState) => state.vip.progress;
/** Whether a level-up waits to be celebrated. */
export const selectLeveledUp = (state: RootState) => state.vip.leveledUp;
