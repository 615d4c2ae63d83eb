/**
 * The loyalty handlers: the VIP levels and star settings (public), the player's level and stars,
 * cashback state and claim, and the daily login reward claim (its status is read by the settings
 * feature). Claims are rate limited per player (`loyaltyClaims`, docs/security.md).
 */
import { contentLocale } from "../../lib/content-language.ts";
import { fmt } from "@casino/rules";
import { ok } from "../../lib/envelope.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import type { RateLimitRule } from "../../env.ts";
import type { Services } from "../../services.ts";
import { cashbackState, claimCashback } from "./cashback.ts";
import { claimLoginReward } from "./login-reward.ts";
import {
  benefitsOf,
  LEVELS,
  levelName,
  levelProgress,
  REWARD_CURRENCY,
  WAGER_PER_STAR,
  wageredTowardsNextStar,
} from "./rules.ts";
import { vipProgress } from "./vip.ts";

/** Claims (cashback and login reward together) per player and minute. */
export const LOYALTY_CLAIMS: RateLimitRule = { max: 10, windowMs: 60_000 };

/** The handlers of the loyalty feature. */
export function loyaltyHandlers(services: Services): Handlers {
  const { db, limiter } = services;
  const limit = (userId: number) => limiter.hit(`loyalty-claim:${userId}`, LOYALTY_CLAIMS);
  const currency = REWARD_CURRENCY as "USD";
  return {
    listVipLevels: async ({ lang }) =>
      ok(
        LEVELS.map((level) => ({
          level: level.level,
          name: levelName(level, contentLocale(lang)),
          image: null,
          stars_required: level.starsRequired,
          cashback_percent: level.cashbackPercent,
          rakeback_percent: level.rakebackPercent,
          level_up_bonus: level.levelUpBonus,
          login_reward: level.loginReward,
          currency,
          benefits: benefitsOf(level),
          cashback_period: level.cashbackPeriod,
        })),
      ),

    getVipStarSettings: async () =>
      ok({
        wager_per_star: WAGER_PER_STAR,
        currency,
        levels: LEVELS.map((level) => ({
          level: level.level,
          stars_required: level.starsRequired,
        })),
      }),

    getUserLevelInformation: async (ctx) => {
      const { user } = requireAuth(ctx);
      return ok(levelProgress((await vipProgress(db, user.id)).stars, contentLocale(ctx.lang)));
    },

    getUserStarInformation: async (ctx) => {
      const { user } = requireAuth(ctx);
      const progress = await vipProgress(db, user.id);
      return ok({
        stars: progress.stars,
        lifetime_stars: progress.stars,
        wagered_towards_next_star: fmt(wageredTowardsNextStar(progress.wageredUsd), 2),
        wager_per_star: WAGER_PER_STAR,
        currency,
      });
    },

    getCashback: async (ctx) => {
      const { user } = requireAuth(ctx);
      return ok(await cashbackState(services, user.id));
    },

    claimCashback: async (ctx) => {
      const { user } = requireAuth(ctx);
      await limit(user.id);
      return ok(await claimCashback(services, user.id), "Cashback credited");
    },

    claimLoginReward: async (ctx) => {
      const { user } = requireAuth(ctx);
      await limit(user.id);
      return ok(await claimLoginReward(services, user.id), "Login reward credited");
    },
  };
}
