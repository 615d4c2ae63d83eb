import type { RootState } from "../../store/root-reducer.ts";

/** Live challenges count. */
export const selectChallengeCount = (state: RootState) => state.settings.challengeCount;
/** Live tournaments count. */
export const selectTournamentCount = (state: RootState) => state.settings.tournamentCount;
/** Unread notifications count. */
export const selectInboxCount = (state: RootState) => state.settings.inboxCount;
