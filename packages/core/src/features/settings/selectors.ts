import type { RootState } from "../../store/root-reducer";

/** Live challenges count. */
export const selectChallengeCount = (state: RootState) => state.settings.challengeCount;
/** Live tournaments count. */
export const selectTournamentCount = (state: RootState) => state.settings.tournamentCount;
/** Bonuses available to claim, or null before reported. */
export const selectAvailableBonusCount = (state: RootState) => state.settings.availableBonusCount;
/** Whether cashback is ready to claim. */
export const selectCashbackReady = (state: RootState) => state.settings.cashbackReady;
/** Unread notifications count. */
export const selectInboxCount = (state: RootState) => state.settings.inboxCount;
