/**
 * Frame counters and the daily login reward state.
 */
import { utcDay } from "../auth/index.ts";
import { liveChallengeCount } from "../challenges/index.ts";
import { unreadCount } from "../notifications/index.ts";
import { liveTournamentCount } from "../tournaments/index.ts";
import { ok } from "../../lib/envelope.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";

/** The handlers of the settings feature. */
export function settingsHandlers(services: Services): Handlers {
  const { db, clock } = services;
  return {
    getGeneralSettings: async ({ auth }) => {
      const inbox = auth ? await unreadCount(db, auth.user.id) : 0;
      const now = new Date(clock.now());
      return ok({
        challenge_count: await liveChallengeCount(db, now),
        tournament_count: await liveTournamentCount(db, now),
        inbox_count: inbox,
      });
    },

    getLoginRewardStatus: async (ctx) => {
      const { user } = requireAuth(ctx);
      const now = clock.now();
      const claim = await db
        .selectFrom("login_rewards")
        .select("claimed_at")
        .where("user_id", "=", user.id)
        .where("day", "=", utcDay(now))
        .executeTakeFirst();
      const nextDay = new Date(`${utcDay(now)}T00:00:00.000Z`);
      nextDay.setUTCDate(nextDay.getUTCDate() + 1);
      return ok({
        is_claimed: claim !== undefined,
        claimed_at: claim?.claimed_at.toISOString() ?? null,
        next_available_at: nextDay.toISOString(),
      });
    },
  };
}
