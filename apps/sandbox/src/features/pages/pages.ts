/**
 * Static pages (`/page-detail/{slug}`) and the items of the lobby's page
 * slots (menus, navs, footers), read from the database.
 */
import { pageSlots } from "@casino/api";
import type { Db } from "../../db/types.ts";
import { inLanguage, type Locale } from "../../lib/content-language.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { sanitizeBody } from "../../lib/html.ts";
import { numericId } from "../../lib/ids.ts";

export type PageSlot = Schemas["PageSlot"];
export type PageSlotItem = Schemas["PageSlotItem"];

/** The slots in the contract's order (the order items are listed in). */
export { pageSlots };

export { contentLocale, type Locale } from "../../lib/content-language.ts";

/**
 * A page by numeric id or by slug, in `locale` (English where it has no translation), its body
 * sanitised; undefined when there is none.
 */
export async function findPage(
  db: Db,
  idOrSlug: string,
  locale: Locale = "en",
): Promise<Schemas["Page"] | undefined> {
  const id = numericId(idOrSlug);
  let query = db
    .selectFrom("pages")
    .leftJoin("page_translations as t", (join) =>
      join.onRef("t.page_id", "=", "pages.id").on("t.locale", "=", locale),
    )
    .select([
      "pages.id",
      "pages.slug",
      "pages.title",
      "pages.body",
      "pages.meta_description",
      "pages.updated_at",
      "t.title as t_title",
      "t.body as t_body",
      "t.meta_description as t_meta_description",
    ]);
  query =
    id !== undefined
      ? query.where((eb) => eb.or([eb("pages.id", "=", id), eb("pages.slug", "=", idOrSlug)]))
      : query.where("pages.slug", "=", idOrSlug);
  // An id wins over a slug that happens to be the same digits.
  const rows = await query.execute();
  const row = rows.find((r) => r.id === id) ?? rows[0];
  if (!row) return undefined;
  const translated = row.t_body !== null;
  return {
    id: row.id,
    slug: row.slug,
    title: translated ? row.t_title! : row.title,
    body: sanitizeBody(translated ? row.t_body! : row.body),
    meta_description: translated ? row.t_meta_description : row.meta_description,
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * The items of `slots` (every slot when absent) for every site and for `hostname`'s site, ordered by slot (the contract's order), then
 * position, their titles in `locale` (English where an item has no translation). `visibility` is
 * left for the client to apply: the operation is public.
 */
export async function listPageSlotItems(
  db: Db,
  slots?: readonly PageSlot[],
  hostname?: string,
  locale: Locale = "en",
): Promise<PageSlotItem[]> {
  let query = db
    .selectFrom("page_slot_items")
    .select([
      "id",
      "slot",
      "position",
      "title",
      "icon",
      "target_type",
      "target",
      "visibility",
      "translations",
    ])
    // Items for every site, and those of the caller's site.
    .where((eb) =>
      hostname === undefined
        ? eb("site_hostname", "is", null)
        : eb.or([eb("site_hostname", "is", null), eb("site_hostname", "=", hostname)]),
    );
  if (slots) {
    if (slots.length === 0) return [];
    query = query.where("slot", "in", slots);
  }
  const rows = await query.orderBy("position").orderBy("id").execute();
  const rank = (slot: string) => pageSlots.indexOf(slot as PageSlot);
  return rows
    .map(({ translations, ...row }) =>
      inLanguage({ ...row, slot: row.slot as PageSlot }, translations, locale),
    )
    .sort((a, b) => rank(a.slot) - rank(b.slot));
}
