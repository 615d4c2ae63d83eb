import {
  selectChallengeCount,
  selectIsLoggedIn,
  selectTournamentCount,
  supportApi,
} from "@casino/core";
import { useQuery, useAppSelector } from "@casino/core/react";

/**
 * The counts the menus show: live challenges and tournaments (general settings, kept live by the
 * core) and, for players, the support team's unread answers (patched live on `support_message`).
 */
export function useMenuCounts() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const challenges = useAppSelector(selectChallengeCount);
  const tournaments = useAppSelector(selectTournamentCount);
  const support = useQuery(supportApi.endpoints.supportUnreadCount, undefined, {
    skip: !loggedIn,
  });
  return {
    challenges,
    tournaments,
    support: loggedIn ? (support.data?.unread_count ?? 0) : 0,
  };
}
