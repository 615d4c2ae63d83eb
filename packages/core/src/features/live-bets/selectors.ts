import type { RootState } from "../../store/root-reducer.ts";

/** Everyone's latest bets, newest first. */
export const selectLatestBets = (state: RootState) => state.liveBets.latest;
/** High-roller bets, newest first. */
export const selectHighRollerBets = (state: RootState) => state.liveBets.highRoller;
/** The player's own latest bets. */
export const selectMyBets = (state: RootState) => state.liveBets.mine;
/** A bet of any of the three feeds by id (the bet dialog opened from a feed), or null. */
export const selectFeedBet = (state: RootState, id: string) =>
  state.liveBets.latest.find((b) => b.id === id) ??
  state.liveBets.highRoller.find((b) => b.id === id) ??
  state.liveBets.mine.find((b) => b.id === id) ??
  null;
