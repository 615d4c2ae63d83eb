/**
 * Promotions (`/promotion`): the current ones (started, not ended), newest first, and one by id
 * or slug; `bonus_code` is the code of the linked bonus offer (redeemable with
 * `POST /api/bonuses/redeem`). Their texts are in the request's language.
 */
import type { PromotionRow } from "../../db/types.ts";
import { contentLocale, inLanguage } from "../../lib/content-language.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { ok } from "../../lib/envelope.ts";
import { notFound } from "../../lib/errors.ts";
import type { Handlers } from "../../lib/handler.ts";
import { paginate } from "../../lib/paginate.ts";
import type { Services } from "../../services.ts";
import { numericId } from "../../lib/ids.ts";
import { imageBase } from "../../lib/public-url.ts";
import { artUrl } from "../../lib/art-url.ts";

type Row = PromotionRow & { bonus_code: string | null; bonus_type: string | null };

/** A promotion's image: its own, else the cover the sandbox draws for it. */
export const promotionImage = (base: string, row: Pick<PromotionRow, "slug" | "image">) =>
  row.image ?? artUrl(base, "promotions", row.slug);

function card(row: Row, base: string): Schemas["Promotion"] {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image: promotionImage(base, row),
    bonus_code: row.bonus_code,
    bonus_type: row.bonus_type as Schemas["Promotion"]["bonus_type"],
    starts_at: row.starts_at?.toISOString() ?? null,
    ends_at: row.ends_at?.toISOString() ?? null,
  };
}

/** The handlers of the promotions feature. */
export function promotionHandlers(services: Services): Handlers {
  const { db, clock, config } = services;
  const current = () => {
    const now = new Date(clock.now());
    return db
      .selectFrom("promotions as p")
      .leftJoin("bonus_offers as o", "o.id", "p.bonus_offer_id")
      .where((eb) => eb.or([eb("p.starts_at", "is", null), eb("p.starts_at", "<=", now)]))
      .where((eb) => eb.or([eb("p.ends_at", "is", null), eb("p.ends_at", ">", now)]));
  };
  return {
    listPromotions: async (ctx) => {
      const query = current();
      const page = await paginate<Row>(
        query
          .selectAll("p")
          .select(["o.code as bonus_code", "o.type as bonus_type"])
          .orderBy("p.starts_at", (ob) => ob.desc().nullsLast())
          .orderBy("p.id", "desc"),
        query.select((eb) => eb.fn.countAll<string>().as("count")),
        ctx.query,
      );
      const locale = contentLocale(ctx.lang);
      const base = imageBase(config, ctx.headers);
      return ok({
        ...page,
        data: page.data.map((row) => card(inLanguage(row, row.translations, locale), base)),
      });
    },

    getPromotion: async (ctx) => {
      const key = String(ctx.params.id);
      let query = current().selectAll("p").select(["o.code as bonus_code", "o.type as bonus_type"]);
      // Digits within int4 are an id; anything else (longer digit strings too) is a slug.
      const id = numericId(key);
      query = id !== undefined ? query.where("p.id", "=", id) : query.where("p.slug", "=", key);
      const found = await query.executeTakeFirst();
      if (!found) throw notFound();
      const row = inLanguage(found, found.translations, contentLocale(ctx.lang));
      return ok({ ...card(row, imageBase(config, ctx.headers)), body: row.body, terms: row.terms });
    },
  };
}
