import type { RootState } from "../../store/root-reducer.ts";

/** Everyone's latest bets, newest first. */
export const selectLatestBets = (state: RootState) => state.liveBets.latest;
/** High-roller bets, newest first. */
export const selectHighRollerBets = (state: RootState) => state.liveBets.highRoller;
/** The player's own latest bets. */
export const selectMyBets = (state: RootState) => state.liveBets.mine;
