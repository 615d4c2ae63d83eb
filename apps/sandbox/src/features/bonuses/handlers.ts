/**
 * The bonus dialog over HTTP: the Available / Active / History tabs, redeeming a code, claiming
 * and cancelling. Every answer holding a bonus writes its name and description in the request's
 * language (lib/content-language.ts). Rules: docs/bonuses.md.
 */
import type { BonusRow } from "../../db/types.ts";
import { contentLocale } from "../../lib/content-language.ts";
import { ok } from "../../lib/envelope.ts";
import { notFound } from "../../lib/errors.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import { paginate } from "../../lib/paginate.ts";
import type { Services } from "../../services.ts";
import {
  answerWelcome,
  cancelBonus,
  claimBonus,
  offerWelcome,
  previewDepositBonus,
  redeemCode,
  welcomeOffer,
} from "./claims.ts";
import { presentBonuses, TAB_STATUSES } from "./present.ts";

/** Limit L1 (docs/security.md): code redemptions per player per minute (guessing codes). */
export const REDEEM_RATE_LIMIT = { max: 10, windowMs: 60_000 };

/** The handlers of the bonuses feature. */
export function bonusHandlers(services: Services): Handlers {
  const { db, limiter } = services;
  return {
    listBonuses: async (ctx) => {
      const { user } = requireAuth(ctx);
      const tab = String(ctx.query.tab) as keyof typeof TAB_STATUSES;
      if (tab === "available") await offerWelcome(services, user.id);
      const query = db
        .selectFrom("bonuses")
        .where("user_id", "=", user.id)
        .where("status", "in", [...TAB_STATUSES[tab]]);
      const page = await paginate<BonusRow>(
        query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
        query.select((eb) => eb.fn.countAll<string>().as("count")),
        ctx.query,
      );
      const offers = page.data.length
        ? await db
            .selectFrom("bonus_offers")
            .selectAll()
            .where(
              "id",
              "in",
              page.data.map((b) => b.offer_id),
            )
            .execute()
        : [];
      const items = page.data.map((bonus) => ({
        bonus,
        offer: offers.find((o) => o.id === bonus.offer_id)!,
      }));
      return ok({
        ...page,
        data: await presentBonuses(services, db, items, contentLocale(ctx.lang)),
      });
    },

    getDepositOffer: async (ctx) => {
      const { user } = requireAuth(ctx);
      const code = String(ctx.query.entity_wallet_code);
      return ok({
        entity_wallet_code: code as never,
        bonus: await previewDepositBonus(services, user.id, code, contentLocale(ctx.lang)),
      });
    },

    getWelcomeOffer: async (ctx) => {
      const { user } = requireAuth(ctx);
      return ok(await welcomeOffer(services, user.id, contentLocale(ctx.lang)));
    },

    answerWelcomeOffer: async (ctx) => {
      const { user } = requireAuth(ctx);
      return ok(await answerWelcome(services, user.id, contentLocale(ctx.lang)));
    },

    redeemBonusCode: async (ctx) => {
      const { user } = requireAuth(ctx);
      await limiter.hit(`bonus-redeem:${user.id}`, REDEEM_RATE_LIMIT);
      const body = ctx.body as { code: string };
      return ok(
        await redeemCode(services, user.id, body.code, contentLocale(ctx.lang)),
        "Bonus code redeemed.",
      );
    },

    claimBonus: async (ctx) => {
      const { user } = requireAuth(ctx);
      const id = Number(ctx.params.id);
      const own = await db
        .selectFrom("bonuses")
        .select("id")
        .where("id", "=", id)
        .where("user_id", "=", user.id)
        .executeTakeFirst();
      if (!own) throw notFound();
      return ok(await claimBonus(services, user.id, id, contentLocale(ctx.lang)), "Bonus claimed.");
    },

    cancelBonus: async (ctx) => {
      const { user } = requireAuth(ctx);
      const cancelled = await cancelBonus(
        services,
        user.id,
        Number(ctx.params.id),
        contentLocale(ctx.lang),
      );
      if (!cancelled) throw notFound();
      return ok(cancelled, "Bonus cancelled.");
    },
  };
}
