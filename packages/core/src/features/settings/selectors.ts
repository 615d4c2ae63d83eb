import { createSelector } from "@reduxjs/toolkit";
import { coreApi } from "../../store/core-api.ts";

const selectSettings = createSelector(
  [coreApi.endpoints.generalSettings.select()],
  (entry) => entry.data,
);

/** Live challenges count (general settings in the cache; 0 until loaded). */
export const selectChallengeCount = createSelector(
  [selectSettings],
  (settings) => settings?.challenge_count ?? 0,
);
/** Live tournaments count. */
export const selectTournamentCount = createSelector(
  [selectSettings],
  (settings) => settings?.tournament_count ?? 0,
);
/** Unread notifications count. */
export const selectInboxCount = createSelector(
  [selectSettings],
  (settings) => settings?.inbox_count ?? 0,
);
