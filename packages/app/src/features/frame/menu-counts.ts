import {
  selectChallengeCount,
  selectIsLoggedIn,
  selectTournamentCount,
  supportApi,
} from "@casino/core";
import { useEndpointQuery } from "../../shared/api-hooks.ts";
import { useAppSelector } from "../../shared/store-hooks.ts";

/**
 * The counts the menus show: live challenges and tournaments (general settings, kept live by the
 * core) and, for players, the support team's unread answers (patched live on `support_message`).
 */
export function useMenuCounts() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const challenges = useAppSelector(selectChallengeCount);
  const tournaments = useAppSelector(selectTournamentCount);
  const support = useEndpointQuery(supportApi.endpoints.supportUnreadCount, undefined, {
    skip: !loggedIn,
  });
  return {
    challenges,
    tournaments,
    support: loggedIn ? (support.data?.unread_count ?? 0) : 0,
  };
}
